// The project bible: cast, places and key props defined once, each scene bound to the members it
// shows (scene.cast). Built from a document's own characters, bound by the names and group words of
// each scene's text (mentions.ts). Pure and browser-safe.
import type { Bible, CastMember, PromptDocument } from "@/lib/scene/schema";
import { membersMentioned } from "./mentions";

export { membersMentioned, resolveGroupMention, tiesOf } from "./mentions";

const key = (name: string) => name.trim().toLowerCase();

/** The bible a document implies: its characters (first description wins), no places or props yet. */
export function bibleFromDocument(doc: PromptDocument): Bible {
  const cast: CastMember[] = [];
  for (const s of doc.scenes)
    for (const c of s.characters)
      if (!cast.some((m) => key(m.name) === key(c.name)))
        cast.push({ name: c.name, look: c.description, wardrobe: "", age: "", voice: "" });
  return { cast, places: [], props: [] };
}

/**
 * The document with a bible (its own, else the one its characters imply) and every scene bound to
 * the members it shows: those its characters and description name, and those its group words
 * ("the two siblings", "they") name. A scene's explicit binding is kept.
 */
export function withBible(doc: PromptDocument): PromptDocument {
  const bible = doc.bible ?? bibleFromDocument(doc);
  const source = doc.scenes.map((s) => s.description).join(" ");
  let previous: string[] = [];
  const scenes = doc.scenes.map((s) => {
    const text = [
      s.description,
      ...s.characters.map((c) => c.name),
      ...s.audio.dialogue.map((d) => d.character),
    ].join(". ");
    const cast = s.cast ?? membersMentioned(text, bible.cast, { source, previous });
    previous = cast.length > 0 ? cast : previous;
    return { ...s, cast };
  });
  return { ...doc, bible, scenes };
}

/** A member's identity anchor: the words every clip showing them repeats verbatim. */
export function identityAnchor(member: CastMember): string {
  const parts = [
    member.look,
    member.age && `age ${member.age}`,
    member.wardrobe && `wearing ${member.wardrobe}`,
    member.voice && `voice: ${member.voice}`,
  ].filter(Boolean);
  return parts.length > 0 ? `${member.name}: ${parts.join("; ")}` : member.name;
}

/** The anchors of the members a scene (1-based) is bound to, in cast order. */
export function sceneAnchors(doc: PromptDocument, scene: number): string[] {
  const bound = doc.scenes[scene - 1]?.cast ?? [];
  return (doc.bible?.cast ?? []).filter((m) => bound.some((n) => key(n) === key(m.name))).map(identityAnchor);
}
