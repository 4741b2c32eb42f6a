// "Without" before a verb or a manner word: how an action is done, not a thing ruled out (plain data
// and one reader, shared by the clause splitter and the compiler's negation stage).
// "He waves without turning", "Il hoche la tête sans un mot", "sin mirar atrás", "ohne sich
// umzudrehen": "without" before a verb or a manner word says how an action is done. It rules no thing
// out of the scene, so the clause stays a verbatim action and nothing reaches a negative field.
const MANNER_NEGATOR = /^(?:without|with no|sans|sin|ohne|senza|sem|zonder|tanpa|बिना)$/iu;
/** Manner nouns and phrases after "without" in each language ("a word", "hesitation", "prisa"). */
// "any" rules a thing out ("without any sound"); a sound word is a manner only with "a" ("without a
// sound", "sans un bruit").
const MANNER_WORDS =
  /^(?:(?:a|an|the slightest|so much as a|even a|un|une|una|uno|um|uma|ein|eine|einen|een)\s+)?(?:(?:single|second|backward|sideways|moment'?s?)\s+)?(?:words?|hesitation|pause|warning|effort|fear|fuss|hurry|haste|rush|expression|emotion|mercy|glance|look|thought|care|flinch|hitch|break|beat|stride|trace of \p{L}+|mot|cri|regard|hésitation|effort|peur|hâte|palabra|prisa|miedo|esfuerzo|pausa|rumbo|mirada|parola|fretta|paura|sforzo|sguardo|palavra|pressa|medo|esforço|olhar|wort|worte|eile|hast|zögern|angst|mühe|blick|woord|haast)(?![\p{L}])|^(?:a|an|un|une|una|uno|um|uma|ein|een)\s+(?:single\s+)?(?:sound|noise|bruit|son|ruido|sonido|rumore|suono|barulho|som|laut|geräusch|geluid)(?![\p{L}])/iu;
/** "Le train démarre sans elle", "leaves without him": a person left behind, nothing ruled out. */
const ONLY_PRONOUN =
  /^(?:di\s+)?(?:him|her|them|me|us|you|elle|elles|lui|eux|moi|toi|nous|vous|ella|ellas|él|ellos|mí|ti|ihn|sie|ihm|ihr|ihnen|mich|dich|uns|euch|lei|loro|ela|elas|ele|eles|mim)[\s.!?,;…]*$/iu;
/** English -ing nouns that are things, not actions ("a street without lighting"). */
const ING_NOUN =
  /^(?:clothing|lighting|buildings?|ceilings?|railings?|paintings?|bedding|rings?|strings?|kings?|things?|anything|something|everything|wings?|spring|morning|evening|awnings?|signage|seating|housing|parking|padding|frosting|icing|toppings?|filling|stuffing|dressing|lettering|writing|branding|wiring|flooring|ceiling|siblings?|darlings?|pudding|stockings?|earrings?|offspring|ping|swing|swings|string)$/iu;
/** Nouns that end like an infinitive ("sin mar", "sans hiver", "senza mare"). */
const INFINITIVE_NOUN =
  /^(?:mar|mer|lugar|hogar|altar|collar|azúcar|bar|pilar|mujer|mulher|colher|poder|placer|prazer|amanecer|atardecer|anochecer|taller|cráter|láser|carácter|líder|póster|hiver|fer|cuiller|papier|escalier|panier|rocher|clocher|chantier|quartier|air|ar|luar|jantar|désir|plaisir|avenir|loisir|mare|bicchiere|cameriere|piacere|potere|carattere|cantiere|quartiere|dinner|ler)$/iu;
/** The verb forms a "without" takes in each language. */
function opensWithVerb(first: string, rest: string, language: string): boolean {
  const w = first.toLowerCase();
  if (INFINITIVE_NOUN.test(w)) return false;
  switch (language) {
    case "fr":
      // "sans se retourner", "sans rien dire", "sans s'arrêter", "sans hésiter", "sans répondre".
      return (
        /^(?:se|s'|s’|me|te|le|la|les|l'|l’|lui|leur|rien|jamais|même|y|en|ne|plus|trop)$/u.test(w) ||
        /^(?:s|l)['’]\p{L}+(?:er|ir|re)$/u.test(w) ||
        /^\p{L}{2,}(?:er|ir|oir)$/u.test(w) ||
        /^(?:dire|faire|rire|sourire|boire|croire|lire|écrire|mettre|battre|suivre|vivre|rompre|être|\p{L}*(?:endre|ondre|andre|erdre|aître|uire))$/u.test(
          w,
        )
      );
    case "es":
    case "pt":
    case "gl":
      // "sin mirar atrás", "sin detenerse", "sem olhar para trás", "sin decir nada".
      return (
        /^\p{L}{2,}(?:ar|er|ir|ír)(?:se|lo|la|los|las|le|les|me|te|nos)?$/u.test(w) ||
        /^(?:nada|nunca)$/u.test(w)
      );
    case "it":
      // "senza voltarsi", "senza dire una parola", "senza fermarsi".
      return (
        /^\p{L}{2,}(?:are|ere|ire|ar|er|ir)(?:si|lo|la|li|le|ne|mi|ti|ci|vi|gli)?$/u.test(w) ||
        /^(?:nulla|niente|mai)$/u.test(w)
      );
    case "de":
      // "ohne sich umzudrehen", "ohne zu zögern", "ohne anzuhalten".
      return /(?:^|\s)zu\s+\p{L}+n\b|\p{L}+zu\p{L}+en\b/iu.test(`${first} ${rest}`);
    case "nl":
      // "zonder om te kijken", "zonder te stoppen".
      return /(?:^|\s)te\s+\p{L}+en\b/iu.test(`${first} ${rest}`);
    case "hi":
      // "बिना मुड़े", "बिना कुछ कहे", "बिना रुके": a verb's -े form; "बिना संगीत के" names a thing.
      return (
        !/(?:^|\s)के(?:\s|$)/u.test(`${first} ${rest}`) &&
        /^(?:कुछ\s+)?\S+\u0947(?:\s|$)/u.test(`${first} ${rest}`) &&
        !/^(?:कपड़े|पैसे|बच्चे|लोगे)$/u.test(first)
      );
    default:
      // "without turning", "without so much as looking", "without ever stopping".
      return /^\p{L}{2,}ing$/u.test(w) && !ING_NOUN.test(w);
  }
}

/**
 * Is what follows a "without" (up to the end of its part) the manner of an action ("turning", "a
 * word", "se retourner", "mirar atrás") rather than a thing ruled out of the scene?
 */
export function isMannerNegation(negator: string, scope: string, language = "en"): boolean {
  if (!MANNER_NEGATOR.test(negator.trim())) return false;
  const s = scope
    .trim()
    .replace(/^(?:even|ever|once|so much as|really|même|jamais|ni siquiera|nemmeno|auch nur)\s+/iu, "");
  if (MANNER_WORDS.test(s) || ONLY_PRONOUN.test(s)) return true;
  const [first = "", ...rest] = s.split(/\s+/);
  return opensWithVerb(
    first.replace(/[^\p{L}\p{M}'’]/gu, ""),
    rest.join(" "),
    language === "en" || !language ? "en" : language,
  );
}

/** "没有回头，她走进了雨中": a Chinese negated verb of the action (turning back, speaking), not a thing. */
export const CJK_MANNER =
  /^(?:没有|沒有|不)(?:回头|回頭|转身|轉身|说话|說話|停下|停留|犹豫|猶豫|出声|出聲|眨眼|回答|抬头|抬頭|看)/u;

/**
 * "Nobody answers", "no one moves", "Nadie responde", "Niemand antwortet": nobody doing something is an
 * action (a sentence with its own verb), not a ruling-out of people ("nobody around", "no one on the
 * beach", "nobody in frame" still are). `rest` is what follows the negator word.
 */
const NOBODY_VERB =
  /^\s*(?:\p{Ll}+ly\s+)?(?!(?:is|was|are|were|has|around|else|here|there|in|on|at|near|nearby|visible|allowed|walks by|passes by|shown)(?![\p{L}]))(?:\p{Ll}{2,}(?:s|ed)|dares|moves|notices|speaks|answers|replies|responds|laughs|reacts|looks|breathes|claps|stirs|comes|follows|cares|knows|sees|hears|antwortet|bewegt|reagiert|responde|contesta|se mueve|répond|bouge|risponde|si muove)(?![\p{L}])/u;
export function isNobodyAction(negator: string, rest: string): boolean {
  return (
    /^(?:nobody|no one|no-one|nadie|niemand|nessuno|ninguém|personne)$/iu.test(negator.trim()) &&
    NOBODY_VERB.test(rest)
  );
}
