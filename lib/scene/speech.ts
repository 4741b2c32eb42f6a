// Who speaks, in every language the product detects: speech verbs, pronouns with their gender,
// narrator and off-screen words, and what opens a sentence's subject. Plain data in one place, read by
// the compiler's dialogue stage (lib/scene/compiler/dialogue.ts), the clause splitter and the
// renderers. Browser-safe. Words are matched whole (Unicode letters on both sides), except in
// Japanese, Chinese and Korean, which write no spaces between words.
/** A speaker's grammatical gender, where the text tells it. */
export type Gender = "f" | "m";

/** Verbs (and verb phrases) that introduce or close a spoken line, per language. */
export const SPEECH_VERBS_BY_LANGUAGE: Record<string, string[]> = {
  // "goes" / "is like" / "'s like": phone-typed speech ("the old guy goes "thanks hun"").
  en: [
    ..."says said say asks asked whispers whispered shouts shouted yells yelled replies replied calls called exclaims exclaimed murmurs murmured mutters muttered sings sang cries cried answers answered announces announced adds added tells told declares declared snaps snapped hisses insists begs pleads warns orders admits responds responded blurts mumbles screams screamed protests continues explains promises chants chanted recites goes went".split(
      " ",
    ),
    "calls out",
    "is like",
    "'s like",
    "was like",
  ],
  fr: "dit disent demande demandent répond répondent crie crient murmure murmurent chuchote chuchotent s'exclame ajoute lance hurle chante annonce déclare souffle".split(
    " ",
  ),
  de: "sagt sagen fragt fragen ruft rufen schreit schreien flüstert flüstern antwortet antworten murmelt singt meint erklärt brüllt".split(
    " ",
  ),
  es: "dice dicen dijo pregunta preguntan grita gritan susurra susurran responde responden contesta contestó respondió exclama murmura canta añade anuncia explica comenta".split(
    " ",
  ),
  pt: "diz dizem disse pergunta perguntam grita gritam sussurra responde respondem murmura canta exclama anuncia explica comenta".split(
    " ",
  ),
  it: "dice dicono chiede chiedono risponde rispondono urla grida sussurra mormora canta esclama annuncia spiega".split(
    " ",
  ),
  nl: "zegt vraagt roept fluistert antwoordt schreeuwt zingt".split(" "),
  tr: "der diyor sorar soruyor söyler söylüyor bağırır bağırıyor fısıldar fısıldıyor seslenir yanıtlar".split(
    " ",
  ),
  ru: "говорит говорят сказал сказала спрашивает спросил спросила отвечает ответил ответила кричит крикнул крикнула шепчет прошептал прошептала поёт восклицает".split(
    " ",
  ),
  hi: "कहता कहती कहते पूछता पूछती पूछते बोलता बोलती बोलते चिल्लाता चिल्लाती जवाब गाता गाती फुसफुसाता फुसफुसाती".split(
    " ",
  ),
  // Arabic verbs carry their conjunction ("ويقول", and says) and object ("يسأله", asks him) as part of the word.
  ar: "يقول تقول قال قالت ويقول وتقول فيقول فتقول يسأل تسأل يسأله يسألها تسأله تسألها ويسأل وتسأل سأل سألت يصرخ تصرخ ويصرخ وتصرخ صرخ صرخت يهمس تهمس ويهمس وتهمس همس همست يجيب تجيب ويجيب وتجيب أجاب أجابت يصيح تصيح ينادي تنادي وينادي وتنادي يغني تغني يرد ترد يردّ تردّ".split(
    " ",
  ),
  // Unspaced scripts: the verb stems, found anywhere.
  ja: "言う 言った 言います 答える 答えた 叫ぶ 叫んだ 聞く 尋ねる ささやく 囁く つぶやく 呟く 話す 歌う".split(
    " ",
  ),
  // With the connective forms that lead into the next verb ("\"…\"라고 묻고 컵라면을 들어 보인다").
  ko: "말한다 말했다 말하며 말하고 대답한다 대답했다 묻는다 물었다 묻고 물으며 외친다 외쳤다 외치고 외치며 속삭인다 속삭였다 속삭이며 중얼거린다 노래한다 소리친다 소리치며".split(
    " ",
  ),
  zh: "说道 说 问道 问 喊道 喊 回答 答道 叫道 低声道 小声说 唱".split(" "),
};

/** Words that make the line a narrator's or an off-screen announcer's (never someone on screen). */
export const NARRATOR_WORDS = [
  "narrator",
  "narration",
  "narrates",
  "voice-over",
  "voiceover",
  "V.O.",
  "VO",
  "voix off",
  "voix-off",
  "narrateur",
  "narratrice",
  "voz en off",
  "voz off",
  "narrador",
  "narradora",
  "voce fuori campo",
  "narratore",
  "Erzähler",
  "Erzählerin",
  "Sprecher",
  "Off-Stimme",
  "голос за кадром",
  "закадровый голос",
  "рассказчик",
  "диктор",
  "ナレーション",
  "ナレーター",
  "旁白",
  "画外音",
  "내레이션",
  "해설",
  "नैरेटर",
  "सूत्रधार",
];

/** Sources of a line that is heard, not seen: an unnamed one is an off-screen voice (a narrator's slot). */
export const OFF_SCREEN_SOURCES =
  "a voice|voices|voice|off-screen|offscreen|off screen|o.s.|radio|loudspeaker|intercom|announcer|tannoy|pa system|speaker|speakers|tv|television|phone|voicemail".split(
    "|",
  );

/**
 * A voice named by what it comes from, as a label outside English ("電話の声：", "电话里的声音：",
 * "전화 속 목소리:", "फ़ोन से आवाज़:"): that voice, in the text's words, never the person on screen.
 */
export const VOICE_LABEL = /^\s*([^\s:：。.!?]{0,12}?(?:の声|声音|声|목소리|आवाज़|आवाज))\s*[:：]\s*$/u;

/** Nouns that, after "my", "his", "her" ..., name a person and tell the gender ("me and my gf"). */
export const KIN_NOUNS: Record<string, Gender> = {
  gf: "f",
  girlfriend: "f",
  wife: "f",
  mom: "f",
  mum: "f",
  mother: "f",
  sister: "f",
  sis: "f",
  daughter: "f",
  grandma: "f",
  aunt: "f",
  bf: "m",
  boyfriend: "m",
  husband: "m",
  dad: "m",
  father: "m",
  brother: "m",
  bro: "m",
  son: "m",
  grandpa: "m",
  uncle: "m",
};

/** Personal pronouns that can be the subject of a speech verb, with the gender they give. */
export const SUBJECT_PRONOUNS: Record<string, Gender | undefined> = {
  he: "m",
  she: "f",
  they: undefined,
  il: "m",
  elle: "f",
  er: "m",
  sie: undefined, // she or they
  él: "m",
  ella: "f",
  ele: "m",
  ela: "f",
  lui: "m",
  lei: "f",
  hij: "m",
  zij: "f",
  ze: undefined,
  он: "m",
  она: "f",
  彼: "m",
  彼女: "f",
  그: "m",
  그녀: "f",
  他: "m",
  她: "f",
};

/** Possessive pronouns that tell their owner's gender ("Her co-pilot, Reyes" -> the one before is a she). */
export const POSSESSIVE_PRONOUNS: Record<string, Gender> = { his: "m", her: "f" };

/** Words that open a noun phrase and are not part of a speaker's name, per language. */
export const DETERMINERS: Record<string, string[]> = {
  en: "a an the this that his her their one".split(" "),
  fr: "un une le la les l' ce cette son sa ses leur".split(" "),
  de: "ein eine einen der die das dem den sein seine ihr ihre".split(" "),
  es: "un una el la los las su sus este esta".split(" "),
  pt: "um uma o a os as seu sua".split(" "),
  it: "un una uno il lo la l' i gli le suo sua".split(" "),
  nl: "een de het zijn haar".split(" "),
  ru: [],
  hi: "एक उसका उसकी उसके उनका उनकी मेरा मेरी".split(" "),
};

/** Adjectives written before the noun they describe ("Un vieil homme", "Пожилой музыкант"). */
export const NOUN_BEFORE_ADJECTIVES: Record<string, string[]> = {
  fr: "vieil vieux vieille petit petite jeune grand grande gros grosse bel belle beau autre".split(" "),
  es: "viejo vieja joven pequeño pequeña gran buen buena otro otra".split(" "),
  pt: "velho velha jovem pequeno pequena grande bom boa outro outra".split(" "),
  it: "vecchio vecchia giovane piccolo piccola grande bel bella altro altra".split(" "),
  de: "alte alter altes alten junge junger junges jungen kleine kleiner kleines kleinen große großer großes ältere älterer älteres andere".split(
    " ",
  ),
  nl: "oude jonge kleine grote".split(" "),
  ru: "пожилой пожилая старый старая молодой молодая маленький маленькая высокий высокая другой другая".split(
    " ",
  ),
  hi: "बूढ़ा बूढ़ी छोटा छोटी".split(" "),
};

/** Determiners that give the noun after them a grammatical gender ("la cliente", "die Mutter"). */
export const GENDERED_DETERMINERS: Record<string, Gender> = {
  une: "f",
  la: "f",
  sa: "f",
  cette: "f",
  die: "f",
  eine: "f",
  seine: "f",
  ihre: "f",
  una: "f",
  uma: "f",
  ela: "f",
  un: "m",
  le: "m",
  il: "m",
  lo: "m",
  son: "m",
  ce: "m",
  der: "m",
  ein: "m",
  sein: "m",
  ihr: "m",
  el: "m",
  um: "m",
  o: "m",
};

/** Characters and words that give a Chinese, Japanese or Korean role its gender ("老奶奶", "손자"). */
export const CJK_GENDER: Record<Gender, string[]> = {
  f: "奶 妈 女 婆 姐 妹 娘 姨 婶 母 嫂 おばあ 母 娘 姉 妹 彼女 할머니 엄마 어머니 손녀 누나 언니 여자 아내 딸".split(
    " ",
  ),
  m: "爷 爸 男 公 哥 弟 叔 父 孙子 儿子 伯 おじい 父 息子 兄 弟 少年 할아버지 아빠 아버지 손자 형 오빠 남자 소년 아들 남편".split(
    " ",
  ),
};

/** Chinese: a numeral and measure word before a person ("一位老先生" -> "老先生"). */
export const ZH_MEASURE = /^(?:[一二两三四五六七八九十几这那每]?[位个名只群]|[这那])/u;
/** Chinese: the last character of most nouns for a person or an animal ("司机", "乘客", "老先生"). */
export const ZH_PERSON_END =
  "生人娘员师机客子女男孩爷奶妈爸哥姐弟妹婆公友手长官家夫妇姨叔婶猫狗鸟板儿傅太姑嫂舅伯姥娃爹";
/** Words ending like a person noun that are not one ("一会儿", a moment; "这儿", here). */
export const ZH_NOT_PERSON = /(?:会儿|点儿|这儿|那儿|哪儿|块儿|玩儿|事儿)$/u;
/** Japanese and Korean: the particle that marks a sentence's subject or topic. */
export const SUBJECT_PARTICLE: Record<string, RegExp> = {
  ja: /((?:小さな|大きな|幼い|若い|年老いた|年配の|背の高い)?(?:女の子|男の子|[\p{Script=Han}\p{Script=Katakana}ー]{1,8})|[\p{Script=Hiragana}]{2,6}(?:ちゃん|さん|くん))(?:が|は)/u,
  ko: /([\p{Script=Hangul}]{1,6}?)(?:께서|이|가|은|는)(?=\s)/u,
};

/** Korean nouns that end in 가 without it being the subject particle ("창가 자리에", by the window). */
export const KO_GA_NOUNS = new Set([
  "창가",
  "물가",
  "길가",
  "강가",
  "냇가",
  "바닷가",
  "호숫가",
  "시냇가",
  "우물가",
  "해변가",
  "연못가",
]);

/**
 * One unnamed member of a group who speaks ("one of them says", "l'une d'elles dit", "友達の一人が",
 * "그중 한 명이"): the text's own phrase names the speaker, never the whole group. Matched at the start of
 * the speaking clause. English "one of them/us/those" is told which group by the nearest plural before it.
 */
export const GROUP_MEMBER: Record<string, RegExp> = {
  en: /^(?:and\s+|then\s+|but\s+)?((?:one|each|either|neither) of (?:them|us|those|these|(?:the|his|her|their|my|our|two|three|four|five|both)\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+s|[\p{L}-]+s))(?![\p{L}])/iu,
  fr: /^(?:et\s+|puis\s+)?(l['’]une? d['’](?:eux|elles|entre (?:eux|elles))|l['’]une? des [\p{L}-]+|une? des [\p{L}-]+)(?![\p{L}])/iu,
  es: /^(?:y\s+|luego\s+)?((?:uno|una) de (?:ellos|ellas|nosotros|nosotras|(?:los|las|sus) [\p{L}-]+))(?![\p{L}])/iu,
  pt: /^(?:e\s+)?((?:um|uma) (?:deles|delas|dos [\p{L}-]+|das [\p{L}-]+))(?![\p{L}])/iu,
  it: /^(?:e\s+|poi\s+)?((?:uno|una) (?:di loro|dei [\p{L}-]+|degli [\p{L}-]+|delle [\p{L}-]+))(?![\p{L}])/iu,
  de: /^(?:und\s+|dann\s+)?((?:einer|eine|eines) (?:von (?:ihnen|uns|den [\p{L}-]+)|der [\p{L}-]+))(?![\p{L}])/iu,
  nl: /^(?:en\s+)?(één van (?:hen|hun|de [\p{L}-]+)|een van (?:hen|hun|de [\p{L}-]+))(?![\p{L}])/iu,
  ja: /^((?:[\p{Script=Han}\p{Script=Katakana}ー]{1,6}の|その)(?:一人|ひとり|1人))(?=[がは])/u,
  ko: /^((?:그중|그 중|[\p{Script=Hangul}]{1,6}\s?중)\s?(?:한 ?명|하나|한 사람))(?=[이가은는]\s)/u,
  zh: /^(其中(?:一个人|一人|一位|一个)|[\p{Script=Han}]{1,4}中的一(?:个|位|人))/u,
};

/** English plural nouns that name a group "one of them" can be one of ("two old friends" -> "friends"). */
export const GROUP_BEFORE =
  /(?<![\p{L}])(?:two|three|four|five|six|several|some|a few|a group of|a couple of|both|\d+)\s+(?:[\p{Ll}-]+\s+){0,2}?([\p{Ll}-]+s)(?![\p{L}])/giu;

/**
 * English words before a role that say which person it is ("the old fisherman", "a little girl"): kept in
 * the speaker's tag. Other languages: NOUN_BEFORE_ADJECTIVES ("ein kleines Mädchen") and, in Korean, a
 * modifier ending in ㄴ ("어린 손님").
 */
export const SPEAKER_ADJECTIVES: Record<string, string[]> = {
  en: "old young little small tiny tall short elderly older younger oldest youngest teenage blind bearded grey-haired white-haired red-haired blond blonde dark-haired curly-haired pregnant nervous shy sleepy grumpy angry tired drunk wise lonely new first second other last local skinny chubby big".split(
    " ",
  ),
};

/** A Turkish verb of one word, capitalised at a sentence start ("Gülümser", "Güler", "Sordu"): never a name. */
export const TURKISH_VERB = /^\p{Lu}\p{Ll}+(?:[aeıiuü]r|yor|d[ıiuü]|t[ıiuü])$/u;
/**
 * A sentence that only answers a line (or fails to): "She doesn't.", "He did.", "Nobody answers.",
 * "He doesn't answer.", "Personne ne répond.", "誰も答えない。". Without the line it refers to nothing, so
 * a silent model, which drops the line, drops it too ("He nods." shows something and stays). Whole
 * sentences, per language, matched on the sentence without its final punctuation.
 */
const EN_SUBJECT = String.raw`(?:he|she|they|it|we|i|you|nobody|no one|no-one|everyone|everybody|neither|none of them|(?:the|his|her|their)\s+[\p{L}-]+|\p{Lu}[\p{L}'’-]+)`;
const EN_AUX = String.raw`(?:do|does|did|don['’]t|doesn['’]t|didn['’]t|won['’]t|will|wo not|can['’]t|cannot|can|could|couldn['’]t|would|wouldn['’]t|is|isn['’]t|was|wasn['’]t|are|aren['’]t|has|hasn['’]t|had|hadn['’]t|must|should|shouldn['’]t)`;
const EN_REPLY = String.raw`(?:answers?|answered|repl(?:y|ies|ied)|respond(?:s|ed)?|obey(?:s|ed)?|compl(?:y|ies|ied)|agree(?:s|d)?|refuses?|refused|says? (?:nothing|anything|a word)|makes? no reply)`;
export const REPLY_TO_SPEECH: Record<string, RegExp> = {
  en: new RegExp(
    String.raw`^(?:(?:but|and|so)\s+)?(?:${EN_SUBJECT}\s+${EN_AUX}(?:\s+not)?(?:\s+(?:too|either|anyway|again|though|instead))?|(?:so|neither|nor)\s+${EN_AUX}\s+${EN_SUBJECT}|${EN_SUBJECT}\s+(?:${EN_AUX}(?:\s+not)?\s+|never\s+)?${EN_REPLY}(?:\s+(?:at all|again|anyway|either))?|there is no (?:answer|reply)|no (?:answer|reply))$`,
    "iu",
  ),
  fr: /^(?:(?:il|elle|ils|elles|on|personne|\p{Lu}[\p{L}'’-]+)\s+)?(?:ne\s+(?:répond|répondent|le fait|obéit|dit rien)(?:\s+(?:pas|rien|jamais))?|(?:répond|obéit|obéissent)(?:\s+pas)?|n['’](?:obéit|obéissent|en fait rien|y arrive)(?:\s+pas)?)|pas de réponse$/iu,
  es: /^(?:(?:él|ella|ellos|ellas|nadie|\p{Lu}[\p{L}'’-]+)\s+)?(?:no\s+)?(?:responde|contesta|obedece|lo hace|dice nada)$|^sin respuesta$/iu,
  pt: /^(?:(?:ele|ela|eles|elas|ninguém|\p{Lu}[\p{L}'’-]+)\s+)?(?:não\s+)?(?:responde|obedece|faz|diz nada)$/iu,
  it: /^(?:(?:lui|lei|loro|nessuno|\p{Lu}[\p{L}'’-]+)\s+)?(?:non\s+)?(?:risponde|obbedisce|lo fa|dice niente|dice nulla)$/iu,
  de: /^(?:(?:er|sie|niemand|keiner|\p{Lu}[\p{L}'’-]+)\s+)?(?:antwortet|gehorcht|tut es|sagt nichts)(?:\s+(?:nicht|nie))?$|^keine antwort$/iu,
  ru: /^(?:(?:он|она|они|никто|\p{Lu}[\p{L}-]+)\s+)?(?:не\s+)?(?:отвечает|ответил|ответила|слушается|подчиняется)$/iu,
  hi: /^(?:(?:वह|वो|वे|कोई|कोई भी)\s+)?(?:कुछ\s+)?(?:जवाब|उत्तर)\s+नहीं\s+(?:देता|देती|देते)(?:\s+(?:है|हैं))?$/u,
  ja: /^(?:[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー]{1,8}(?:は|も))?(?:答えない|返事をしない|返事はない|返事がない|何も言わない|黙ったまま)$/u,
  ko: /^(?:[\p{Script=Hangul}]{1,8}(?:은|는|도|이|가)\s)?(?:대답하지 않는다|대답이 없다|아무 말도 하지 않는다|대답하지 않았다)$/u,
  zh: /^(?:[\p{Script=Han}]{1,6}(?<![着著]))?(?:没有回答|沒有回答|没回答|不回答|没有人回答|无人回答|没说话|不说话)$/u,
};

/**
 * Speech verbs in the present that close a chain of actions in Hindi, Korean and Japanese ("दीया लेकर
 * पूछती है", "우산을 건네며 말한다", "花を差し出して言う"). A silent model keeps the chain's visible verb in
 * the speech verb's own tense (and, in Hindi, gender): lib/targets/finite-verb.ts.
 */
export const CHAIN_SPEECH_VERBS: Record<"hi" | "ko" | "ja", string[]> = {
  hi: "कहता कहती कहते पूछता पूछती पूछते बोलता बोलती बोलते फुसफुसाता फुसफुसाती".split(" "),
  ko: "말한다 묻는다 대답한다 속삭인다 중얼거린다 말하다".split(" "),
  ja: "言う 言います 尋ねる 聞く ささやく 囁く つぶやく 呟く 答える 話す".split(" "),
};

/**
 * Who speaks in a sentence whose verb does not follow its subject the English way. Hindi (subject first,
 * verb last): the opening noun phrase, or the name set off after it ("उसकी दीदी, सुनीता, … कहती है");
 * a postposition makes a phrase an object or a place. Arabic (verb first): the noun after the opening
 * verb ("تسأله فتاة صغيرة", "يرفع كريم سمكة"), a role noun with its adjective; a verb is never a name.
 */
export const HINDI_POSTPOSITIONS = "का की के को से में पर ने तक लिए पास साथ ओर".split(" ");
export const ARABIC_PREPOSITIONS = "إلى في على من عن مع عند نحو بين أمام خلف فوق تحت حول".split(" ");
/** Arabic person nouns that take an adjective after them ("طفل صغير", "امرأة عجوز"). */
export const ARABIC_PERSON_NOUNS =
  "طفل طفلة فتاة فتى ولد بنت رجل امرأة شاب شابة عجوز جد جدة أم أب أخ أخت بائع بائعة صياد نادل نادلة معلم معلمة".split(
    " ",
  );
export const ARABIC_ADJECTIVES =
  "صغير صغيرة كبير كبيرة عجوز شاب شابة طويل طويلة قصير قصيرة جميل جميلة مسن مسنة".split(" ");
/**
 * An Arabic verb in the present (third person, with "و"/"ف" before it; never ending in the noun's "ة":
 * "فتاة" is a girl) or a past speech or gesture verb.
 */
export const ARABIC_VERB =
  /^[وف]?(?:[يت]\p{L}{2,}(?<!ة)|قال|قالت|سأل|سألت|صرخ|صرخت|همس|همست|أجاب|أجابت|ابتسم|ابتسمت|ضحك|ضحكت|نظر|نظرت|رفع|رفعت)$/u;

/**
 * Lettering in the picture, per language: a quote right after one of these nouns ("la scritta "…"",
 * "자막으로 "…"", "der Schriftzug "…"") is text on screen, never a line anyone says. Korean nouns may
 * carry their particle ("자막으로").
 */
export const ON_SCREEN_NOUNS: Record<string, string[]> = {
  it: ["scritta", "insegna", "cartello", "didascalia", "sottotitolo", "sottotitoli"],
  es: ["letrero", "cartel", "rótulo", "inscripción", "subtítulo", "subtítulos"],
  fr: ["inscription", "pancarte", "enseigne", "panneau", "sous-titre", "sous-titres"],
  de: ["schild", "aufschrift", "schriftzug", "einblendung", "untertitel"],
  pt: ["letreiro", "placa", "cartaz", "inscrição", "legenda", "legendas"],
  nl: ["bord", "opschrift", "ondertitel"],
  id: ["tulisan", "spanduk", "papan nama"],
  ko: ["자막", "문구", "간판", "현수막"],
  ja: ["テロップ", "字幕", "看板"],
  zh: ["字幕", "标语", "招牌", "横幅"],
};
/**
 * A place in the picture named alone before a colon ("In sovrimpressione:", "En pantalla:", "Na tela:",
 * "Auf dem Bildschirm:"): what follows is shown, not said.
 */
export const ON_SCREEN_PLACES: string[] = [
  "on screen",
  "on-screen",
  "onscreen",
  "in sovrimpressione",
  "sullo schermo",
  "a schermo",
  "en pantalla",
  "en la pantalla",
  "na tela",
  "no ecrã",
  "em tela",
  "à l'écran",
  "à l’écran",
  "sur l'écran",
  "sur l’écran",
  "auf dem bildschirm",
  "eingeblendet",
  "im bild",
  "op het scherm",
  "di layar",
  "화면에",
  "画面に",
  "屏幕上",
];
