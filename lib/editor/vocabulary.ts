// The camera words the storyboard editor offers as suggestions: the canonical names the scene
// compiler recognises (lib/scene/lexicon.ts), kept here as plain strings so the editor does not load
// the compiler's language model. A unit test keeps the two lists equal.

export const CAMERA_MOVE_WORDS = [
  "whip pan",
  "pan",
  "tilt",
  "dolly",
  "tracking shot",
  "crane shot",
  "zoom",
  "push in",
  "pull back",
  "handheld",
  "steadicam",
  "orbit",
  "aerial drone shot",
  "slow motion",
  "time-lapse",
  "static shot",
  "rack focus",
] as const;

export const CAMERA_ANGLE_WORDS = [
  "extreme close-up",
  "close-up",
  "medium close-up",
  "medium shot",
  "wide shot",
  "extreme wide shot",
  "long shot",
  "establishing shot",
  "low angle",
  "high angle",
  "bird's-eye view",
  "worm's-eye view",
  "POV",
  "over-the-shoulder",
  "dutch angle",
  "eye level",
  "two-shot",
  "macro",
  "profile shot",
  "insert shot",
] as const;
