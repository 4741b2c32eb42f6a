// Stage 7, fill: where the text is silent, a field is empty ("" or []): never a word such as
// "unspecified" (a model reads every word as content). Light may come from a stated time or weather
// only where a caller asks for it; the compiler passes the stated light alone.

export const UNSPECIFIED = "";

// Light a stated time implies, in words that cannot compete with it.
// The light names the stated time where it can ("warm low sunset light"), so it reads as the text's own.
const TIME_LIGHT: [RegExp, string][] = [
  [/early morning/i, "soft early-morning light"],
  [/dawn|sunrise/i, "soft $& light"],
  [/morning/i, "morning daylight"],
  [/noon|midday|lunchtime/i, "high midday sun"],
  [/afternoon/i, "afternoon daylight"],
  [/golden hour/i, "warm golden hour light"],
  [/sunset/i, "warm low sunset light"],
  [/blue hour/i, "cool blue hour light"],
  [/twilight/i, "fading twilight"],
  [/dusk|evening|nightfall/i, "fading $& light"],
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
    if (implied) return implied[1].replace("$&", (implied[0].exec(time)?.[0] ?? "").toLowerCase());
  }
  const fromWeather = WEATHER_LIGHT.find(([re]) => weather.some((w) => re.test(w)));
  return fromWeather ? fromWeather[1] : UNSPECIFIED;
}

/** A value the text gave, or the neutral value. */
export const orNeutral = (value: string | undefined) => (value && value.trim() ? value : UNSPECIFIED);
