// The fixed scene categories (analytics' "popular categories") and a deterministic categoriser.

export const SCENE_CATEGORIES = [
  "Nature",
  "Urban",
  "Fantasy",
  "Sci-Fi",
  "Adventure",
  "Drama",
  "Comedy",
  "Romance",
  "Mystery",
  "Animals",
  "Food",
  "Sports",
  "Music",
  "Travel",
  "Historical",
  "Product",
  "Documentary",
  "Animation",
  "Lifestyle",
  "General",
] as const;

export type SceneCategory = (typeof SCENE_CATEGORIES)[number];

const CUES: Record<Exclude<SceneCategory, "General">, string[]> = {
  Nature: [
    "forest",
    "mountain",
    "ocean",
    "sea",
    "river",
    "lake",
    "waterfall",
    "meadow",
    "field",
    "desert",
    "jungle",
    "beach",
    "sunrise",
    "sunset",
    "flower",
    "tree",
    "valley",
    "canyon",
    "glacier",
    "snow",
    "wildflower",
    "garden",
    "cliff",
    "waves",
  ],
  Urban: [
    "city",
    "street",
    "downtown",
    "skyscraper",
    "subway",
    "traffic",
    "alley",
    "rooftop",
    "neon",
    "apartment",
    "café",
    "cafe",
    "taxi",
    "crosswalk",
    "skyline",
    "metro",
    "market",
  ],
  Fantasy: [
    "dragon",
    "wizard",
    "magic",
    "castle",
    "fairy",
    "elf",
    "spell",
    "enchanted",
    "unicorn",
    "knight",
    "kingdom",
    "potion",
    "sorcerer",
    "sorceress",
    "mythical",
    "witch",
    "giant",
  ],
  "Sci-Fi": [
    "robot",
    "spaceship",
    "space station",
    "alien",
    "futuristic",
    "cyberpunk",
    "android",
    "hologram",
    "planet",
    "galaxy",
    "astronaut",
    "laser",
    "starship",
    "mars",
    "time machine",
    "ai ",
  ],
  Adventure: [
    "explore",
    "journey",
    "quest",
    "treasure",
    "expedition",
    "climb",
    "chase",
    "escape",
    "voyage",
    "discover",
    "sail",
    "race",
  ],
  Drama: [
    "tears",
    "argument",
    "farewell",
    "reunion",
    "hospital",
    "grief",
    "memory",
    "letter",
    "confession",
    "lonely",
    "family",
  ],
  Comedy: [
    "funny",
    "comedy",
    "slapstick",
    "hilarious",
    "prank",
    "clumsy",
    "silly",
    "laugh",
    "goofy",
    "trips over",
  ],
  Romance: [
    "love",
    "romantic",
    "kiss",
    "date",
    "couple",
    "wedding",
    "proposal",
    "holding hands",
    "sweetheart",
  ],
  Mystery: [
    "detective",
    "mystery",
    "clue",
    "investigate",
    "investigation",
    "investigator",
    "secret",
    "shadowy",
    "noir",
    "fog",
    "suspect",
    "hidden",
  ],
  Animals: [
    "dog",
    "cat",
    "puppy",
    "kitten",
    "bird",
    "horse",
    "fox",
    "bear",
    "owl",
    "whale",
    "dolphin",
    "rabbit",
    "deer",
    "lion",
    "elephant",
    "penguin",
    "wolf",
    "squirrel",
    "butterfly",
  ],
  Food: [
    "cook",
    "chef",
    "kitchen",
    "recipe",
    "bake",
    "coffee",
    "restaurant",
    "meal",
    "dinner",
    "breakfast",
    "pizza",
    "sushi",
    "dessert",
    "cake",
    "bread",
  ],
  Sports: [
    "soccer",
    "football",
    "basketball",
    "tennis",
    "skateboard",
    "surf",
    "marathon",
    "stadium",
    "athlete",
    "ski",
    "cycling",
    "boxing ring",
    "goal",
    "match",
  ],
  Music: [
    "concert",
    "guitar",
    "piano",
    "singer",
    "band",
    "drummer",
    "violin",
    "dance",
    "dancer",
    "stage",
    "song",
    "dj",
  ],
  Travel: [
    "travel",
    "airport",
    "train",
    "road trip",
    "tourist",
    "landmark",
    "hotel",
    "passport",
    "backpack",
    "paris",
    "tokyo",
    "london",
    "new york",
    "rome",
    "venice",
  ],
  Historical: [
    "medieval",
    "ancient",
    "victorian",
    "1920s",
    "1950s",
    "1800s",
    "roman",
    "pharaoh",
    "samurai",
    "viking",
    "renaissance",
    "world war",
    "century",
  ],
  Product: [
    "product",
    "commercial",
    "advert",
    "brand",
    "logo",
    "unboxing",
    "smartphone",
    "sneaker",
    "perfume",
    "bottle",
    "showcase",
    "packshot",
  ],
  Documentary: [
    "documentary",
    "interview",
    "narrator",
    "voiceover",
    "archival",
    "footage",
    "real-life",
    "behind the scenes",
  ],
  Animation: [
    "animated",
    "animation",
    "cartoon",
    "anime",
    "claymation",
    "stop-motion",
    "stop motion",
    "pixar",
    "3d render",
    "2d",
    "cel-shaded",
    "ghibli",
  ],
  Lifestyle: [
    "morning routine",
    "yoga",
    "workout",
    "fashion",
    "home",
    "cozy",
    "reading",
    "study",
    "office",
    "vlog",
    "friends",
  ],
};

// Single-word cues are looked up per word (with simple plural and verb endings stripped), the few
// multi-word cues by substring: one pass over the text instead of one scan per cue.
const WORD_CUES = new Map<string, number[]>();
/** Phrase cues, each with its words (a text without them is not tested against the pattern). */
const PHRASE_CUES: { cue: string; index: number; words: string; re: RegExp }[] = [];
const CATEGORY_KEYS = Object.keys(CUES) as Exclude<SceneCategory, "General">[];
CATEGORY_KEYS.forEach((category, index) => {
  for (const cue of CUES[category]) {
    // Whole words only: "ai " is never the end of the Hindi "hai".
    if (/[\s-]/.test(cue))
      PHRASE_CUES.push({
        cue,
        index,
        words: cue.trim(),
        re: new RegExp(`(?<![a-zà-ÿ0-9])${cue.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![a-zà-ÿ0-9])`),
      });
    else WORD_CUES.set(cue, [...(WORD_CUES.get(cue) ?? []), index]);
  }
});

const WORD = /[a-zà-ÿ0-9]+/g;

function stems(word: string): string[] {
  const out = [word];
  if (word.endsWith("ies")) out.push(`${word.slice(0, -3)}y`);
  if (word.endsWith("es")) out.push(word.slice(0, -2));
  if (word.endsWith("s")) out.push(word.slice(0, -1));
  if (word.endsWith("ing")) out.push(word.slice(0, -3), `${word.slice(0, -3)}e`);
  if (word.endsWith("ed")) out.push(word.slice(0, -2), word.slice(0, -1));
  return out;
}

/**
 * The categories a description belongs to, strongest first (at most three). Deterministic; "General"
 * when nothing matches. Ties keep the fixed list's order.
 */
export function categorize(text: string): SceneCategory[] {
  const lower = text.toLowerCase();
  const hits = CATEGORY_KEYS.map(() => new Set<string>());
  for (const m of lower.match(WORD) ?? []) {
    for (const stem of stems(m)) {
      const indexes = WORD_CUES.get(stem);
      if (indexes) for (const i of indexes) hits[i].add(stem);
    }
  }
  for (const { cue, index, words, re } of PHRASE_CUES)
    if (lower.includes(words) && re.test(lower)) hits[index].add(cue);
  const scored = CATEGORY_KEYS.map((category, order) => ({
    category,
    score: hits[order].size,
    order,
  })).filter((s) => s.score > 0);
  if (scored.length === 0) return ["General"];
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.slice(0, 3).map((s) => s.category);
}

/** The one category stored with a prompt in analytics. */
export function primaryCategory(text: string): SceneCategory {
  return categorize(text)[0];
}
