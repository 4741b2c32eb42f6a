// Who a scene shows: the bible's members a text names, directly ("Lena") or as a group ("the two
// siblings", "they", "the family"). Family ties come from the text ("her brother Tom", "Tom, her
// brother", "Lena's brother Tom") and from each member's look ("Lena's younger brother"). A group
// word resolves to the members holding that tie; a pronoun or a bare count ("they", "both", "the two")
// to the members of the scene before, else the whole cast. Pure.
import type { CastMember } from "@/lib/scene/schema";

export type Tie = "sibling" | "parent" | "child" | "partner" | "grandparent" | "grandchild" | "friend";

const TIE_WORDS: Record<Tie, string[]> = {
  sibling: ["brother", "sister", "sibling", "twin"],
  parent: ["mother", "father", "mom", "mum", "dad", "parent"],
  child: ["son", "daughter", "child", "kid"],
  partner: ["husband", "wife", "partner", "boyfriend", "girlfriend", "fiance", "fiancé", "fiancée", "spouse"],
  grandparent: ["grandmother", "grandfather", "grandma", "grandpa", "granny"],
  grandchild: ["grandson", "granddaughter", "grandchild"],
  friend: ["friend", "best friend", "buddy", "pal"],
};
const RECIPROCAL: Record<Tie, Tie> = {
  sibling: "sibling",
  parent: "child",
  child: "parent",
  partner: "partner",
  grandparent: "grandchild",
  grandchild: "grandparent",
  friend: "friend",
};
const FAMILY: Tie[] = ["sibling", "parent", "child", "partner", "grandparent", "grandchild"];
const TIE_OF = new Map<string, Tie>(
  (Object.entries(TIE_WORDS) as [Tie, string[]][]).flatMap(([tie, words]) => words.map((w) => [w, tie])),
);
const REL = [...TIE_OF.keys()].sort((a, b) => b.length - a.length).join("|");
const ADJ = String.raw`(?:(?:older|younger|elder|little|big|baby|twin|kid|grown|new|old|best)\s+)?`;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A regexp source matching how a text names a member: the full name, or its first word. */
function nameSource(name: string): string {
  const clean = name.replace(/^the\s+/i, "").trim();
  const first = clean.split(/\s+/)[0];
  return clean === first ? escape(clean) : `${escape(clean)}|${escape(first)}`;
}

/** Where in `text` each member is named (case-sensitive for capitalised names). */
function positions(text: string, cast: readonly CastMember[]): { name: string; index: number }[] {
  const out: { name: string; index: number }[] = [];
  for (const m of cast) {
    const proper = /^[\p{Lu}]/u.test(m.name.replace(/^the\s+/i, ""));
    const re = new RegExp(
      String.raw`(?<![\p{L}])(?:${nameSource(m.name)})(?![\p{L}])`,
      proper ? "gu" : "giu",
    );
    for (const hit of text.matchAll(re)) out.push({ name: m.name, index: hit.index ?? 0 });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** The family (and friend) ties a text and the members' looks give each member. */
export function tiesOf(text: string, cast: readonly CastMember[]): Map<string, Set<Tie>> {
  const ties = new Map<string, Set<Tie>>(cast.map((m) => [m.name, new Set<Tie>()]));
  const add = (name: string | undefined, tie: Tie | undefined) => {
    if (name && tie) ties.get(name)?.add(tie);
  };
  const memberAt = (source: string, index: number, length: number) =>
    positions(source, cast).find((p) => p.index >= index && p.index < index + length)?.name;
  const scan = (source: string, owner?: string) => {
    const named = positions(source, cast);
    const before = (index: number, not?: string) =>
      [...named].reverse().find((p) => p.index < index && p.name !== not)?.name ?? owner;
    const lower = (w: string) => TIE_OF.get(w.toLowerCase().replace(/s$/, "")) ?? TIE_OF.get(w.toLowerCase());
    // "her brother Tom", "Lena's brother Tom", "his best friend Ana"
    const forward = new RegExp(
      String.raw`(?:\b(?:[Hh]er|[Hh]is|[Tt]heir|[Ii]ts|[Mm]y|[Oo]ur)|([\p{L}]+)['’]s)\s+${ADJ}(${REL})\s*,?\s+([\p{Lu}][\p{L}-]*)`,
      "gu",
    );
    for (const m of source.matchAll(forward)) {
      const index = m.index ?? 0;
      const target = memberAt(source, index + m[0].length - m[3].length, m[3].length);
      const tie = lower(m[2]);
      if (!target || !tie) continue;
      add(target, tie);
      const possessor = m[1] ? memberAt(source, index, m[1].length) : before(index, target);
      if (possessor !== target) add(possessor, RECIPROCAL[tie]);
    }
    // "Tom, her brother", "Tom, Lena's brother"
    const backward = new RegExp(
      String.raw`([\p{Lu}][\p{L}-]*)\s*,\s+(?:(?:[Hh]er|[Hh]is|[Tt]heir)|([\p{L}]+)['’]s)\s+${ADJ}(${REL})\b`,
      "gu",
    );
    for (const m of source.matchAll(backward)) {
      const index = m.index ?? 0;
      const target = memberAt(source, index, m[1].length);
      const tie = lower(m[3]);
      if (!target || !tie) continue;
      add(target, tie);
      const possessor = m[2]
        ? memberAt(source, index + m[0].indexOf(m[2]), m[2].length)
        : before(index, target);
      if (possessor !== target) add(possessor, RECIPROCAL[tie]);
    }
    // A look that says "Lena's younger brother" or "brother of Lena" ties its owner to Lena.
    if (owner) {
      const own = new RegExp(
        String.raw`(?:([\p{L}]+)['’]s\s+${ADJ}(${REL})\b|\b(${REL})\s+of\s+([\p{L}]+))`,
        "giu",
      );
      for (const m of source.matchAll(own)) {
        const tie = lower(m[2] ?? m[3]);
        const other = positions(m[1] ?? m[4], cast)[0]?.name;
        if (!tie) continue;
        add(owner, tie);
        if (other && other !== owner) add(other, RECIPROCAL[tie]);
      }
    }
  };
  scan(text);
  for (const m of cast) scan(`${m.look} ${m.age}`, m.name);
  return ties;
}

const NUMBER: Record<string, number> = {
  two: 2,
  both: 2,
  three: 3,
  four: 4,
  five: 5,
  pair: 2,
  couple: 2,
  duo: 2,
  trio: 3,
};
type Group = { re: RegExp; ties: Tie[] | "context" };
const GROUPS: Group[] = [
  {
    re: /\b(?:the\s+)?(?:(two|three|four|both)\s+)?(?:siblings|brothers|sisters|twins)\b|\bbrother and sister\b|\bsister and brother\b/i,
    ties: ["sibling"],
  },
  { re: /\b(?:the\s+)?(?:whole\s+|entire\s+)?family\b/i, ties: FAMILY },
  { re: /\b(?:the\s+)?(?:happy\s+)?(couple|newlyweds|lovers)\b|\bhusband and wife\b/i, ties: ["partner"] },
  { re: /\b(?:the\s+|both\s+)?parents\b|\bmom and dad\b|\bmum and dad\b/i, ties: ["parent"] },
  { re: /\b(?:the\s+)?(?:(two|three|four|both)\s+)?(?:kids|children)\b/i, ties: ["child"] },
  { re: /\b(?:the\s+)?(?:(two|three|four|both)\s+)?friends\b/i, ties: ["friend"] },
  {
    re: /\b(they|them|their|both|everyone|everybody)\b|\bthe\s+(two|three|four|pair|duo|trio|group)\b|\ball of them\b/i,
    ties: "context",
  },
];

export type MentionContext = {
  /** The text the ties are read from (the whole description); defaults to the text itself. */
  source?: string;
  /** The members of the scene before, for "they" and "the two". */
  previous?: readonly string[];
};

/** The bible members a group phrase names, in cast order ([] when the text names no group). */
export function resolveGroupMention(
  text: string,
  cast: readonly CastMember[],
  context: MentionContext = {},
): string[] {
  const ties = tiesOf(context.source ?? text, cast);
  const found = new Set<string>();
  for (const group of GROUPS) {
    const m = group.re.exec(text);
    // "The family ... their table": a named group is who the pronoun means.
    if (!m || (group.ties === "context" && found.size > 0)) continue;
    const count =
      NUMBER[(m[1] ?? m[2] ?? "").toLowerCase()] ?? NUMBER[m[0].toLowerCase().split(/\s+/).pop() ?? ""];
    let members: string[];
    if (group.ties === "context") {
      members = context.previous?.length ? [...context.previous] : cast.map((c) => c.name);
    } else {
      const wanted = group.ties;
      members = cast
        .filter((c) => [...(ties.get(c.name) ?? [])].some((t) => wanted.includes(t)))
        .map((c) => c.name);
      // "the two siblings" when the text ties only one of them: the scene before fills the rest.
      if (count && members.length < count)
        for (const p of context.previous ?? [])
          if (members.length < count && !members.includes(p)) members.push(p);
      if (members.length === 0 && group.ties === FAMILY) members = cast.map((c) => c.name);
    }
    for (const name of count ? members.slice(0, count) : members) found.add(name);
  }
  return cast.map((c) => c.name).filter((n) => found.has(n));
}

/** The bible members a text shows: those it names, and those its group words name. */
export function membersMentioned(
  text: string,
  cast: readonly CastMember[],
  context: MentionContext = {},
): string[] {
  const named = new Set(positions(text, cast).map((p) => p.name));
  for (const n of resolveGroupMention(text, cast, context)) named.add(n);
  return cast.map((c) => c.name).filter((n) => named.has(n));
}
