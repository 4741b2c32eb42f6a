// The descriptions the in-process benchmarks compile: realistic paragraphs repeated to a length.
const PARAGRAPHS = [
  'Scene 1: At dawn, Maria, a young fisherwoman, walks along the misty harbor while seagulls cry overhead. Close-up of her weathered hands untying a rope. She says "The sea is calm today."',
  "Then a slow aerial drone shot follows her small boat out past the old lighthouse as the sun breaks through the fog. Soft piano music swells.",
  'Scene 2: In a cozy cabin at night, Grandma Rose knits by the fireplace while snow falls outside. She smiles at her grandson and says "Once upon a time, there was a fox." The fire crackles.',
  "A lonely robot wanders through a rainy neon city at night. Low angle tracking shot. Synthwave music pulses in the background while taxis hiss past on wet streets.",
  'Finally, Detective Holmes examines a clue in a dusty library with a magnifying glass. "Elementary," says Holmes. Dramatic candlelight, slow push in on his face, footsteps echo.',
  "Two friends, Ana and Leo, sit on a park bench eating ice cream in the afternoon. Leo wipes his face and grins as a golden retriever chases pigeons across the grass.",
];

export function description(length) {
  let text = "";
  for (let i = 0; text.length < length; i++) text += (text ? " " : "") + PARAGRAPHS[i % PARAGRAPHS.length];
  return text.slice(0, length);
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
export const round = (n, d = 3) => Math.round(n * 10 ** d) / 10 ** d;
