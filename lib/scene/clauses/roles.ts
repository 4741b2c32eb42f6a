// 1. Roles: what a clause of the creator's text does in a shot. A clause is kept verbatim; its role
// only decides where a renderer puts it (and whether a silent model can use it at all).

export const CLAUSE_ROLES = [
  "action",
  "camera",
  "place",
  "light",
  "style",
  "sound",
  "music",
  "dialogue",
  "voice_over",
  "on_screen_text",
  "exclusion",
  "production",
  "cast",
] as const;
export type ClauseRole = (typeof CLAUSE_ROLES)[number];

export interface Clause {
  role: ClauseRole;
  /** The creator's words, verbatim (a block label such as "Camera:" is not part of them). */
  text: string;
  /**
   * dialogue / voice_over: who says the line ("Narrator" for an off-screen voice). cast: the character a
   * cast sheet describes ("Inspector Hale: tall, grey trench coat"), whose text is the identity anchor.
   */
  speaker?: string;
  /** dialogue / voice_over / on_screen_text: the quoted words, verbatim. */
  line?: string;
  /** dialogue: how the line is said, only when the text says it ("whispering"). */
  manner?: string;
  /** exclusion: the excluded things as noun phrases ("birds", "people"). cast: unused. */
  terms?: string[];
}

/** Roles a model without sound cannot use. */
export const AUDIO_ROLES: ReadonlySet<ClauseRole> = new Set(["sound", "music", "dialogue", "voice_over"]);
