// Stage 7, fill: where the text is silent, a field takes only what the text implies (light from the
// stated time or weather) and otherwise a neutral value that asserts nothing.

export const UNSPECIFIED = "unspecified";

// Light a stated time implies, in words that cannot compete with it.
const TIME_LIGHT: [RegExp, string][] = [
  [/dawn|sunrise|early morning/i, "soft early-morning light"],
  [/morning/i, "morning daylight"],
  [/noon|midday|lunchtime/i, "high midday sun"],
  [/afternoon/i, "afternoon daylight"],
  [/golden hour|sunset/i, "warm low sun"],
  [/blue hour|dusk|twilight|evening|nightfall/i, "fading evening light"],
  [/night|midnight|\d\s?am\b/i, "night-time darkness"],
];
const WEATHER_LIGHT: [RegExp, string][] = [
  [/rain|storm/i, "overcast, diffuse light"],
  [/fog|mist/i, "diffuse, misty light"],
  [/snow|blizzard/i, "overcast, diffuse light"],
];

/** Lighting: what the text states, else what its time or weather implies, else neutral. */
export function fillLighting(stated: string[], time: string | undefined, weather: string[]): string {
  if (stated.length) return stated.join(", ");
  if (time) {
    const hour = /^(\d{1,2})/.exec(time);
    if (hour && /am/i.test(time) && Number(hour[1]) >= 5 && Number(hour[1]) < 10)
      return "soft early-morning light";
    if (hour && /pm/i.test(time) && Number(hour[1]) < 6) return "afternoon daylight";
    const implied = TIME_LIGHT.find(([re]) => re.test(time));
    if (implied) return implied[1];
  }
  const fromWeather = WEATHER_LIGHT.find(([re]) => weather.some((w) => re.test(w)));
  return fromWeather ? fromWeather[1] : UNSPECIFIED;
}

/** A value the text gave, or the neutral value. */
export const orNeutral = (value: string | undefined) => (value && value.trim() ? value : UNSPECIFIED);
