// The positive wording an exclusion becomes on a model without a negative field (issue 22: "a
// positive rephrase only where it is safe"), in the language of the creator's text. Plain data: a
// language missing here gets no rephrase (the exclusion is left out of the text, with a warning), never
// an English sentence inside a Spanish prompt.

export interface Rephrasing {
  /** "no people" where nobody is in the shot. */
  deserted: string;
  /** "no other people" where someone is. */
  otherwiseDeserted: string;
  /** "no text", "no logos". */
  noText: string;
  /** "no music". */
  noMusic: string;
}

export const REPHRASINGS: Readonly<Record<string, Rephrasing>> = {
  en: {
    deserted: "The place is deserted.",
    otherwiseDeserted: "The surroundings are otherwise deserted.",
    noText: "Clean frame with plain, unlettered surfaces.",
    noMusic: "Only natural ambient sound.",
  },
  es: {
    deserted: "El lugar está desierto.",
    otherwiseDeserted: "Por lo demás, no hay nadie alrededor.",
    noText: "Encuadre limpio, superficies lisas sin letras.",
    noMusic: "Solo sonido ambiente natural.",
  },
  fr: {
    deserted: "L'endroit est désert.",
    otherwiseDeserted: "Autour, l'endroit est désert.",
    noText: "Cadre épuré, surfaces unies sans aucune lettre.",
    noMusic: "Uniquement les sons ambiants naturels.",
  },
  de: {
    deserted: "Der Ort ist menschenleer.",
    otherwiseDeserted: "Ansonsten ist die Umgebung menschenleer.",
    noText: "Sauberes Bild mit schlichten Flächen ohne Schrift.",
    noMusic: "Nur natürliche Umgebungsgeräusche.",
  },
  it: {
    deserted: "Il luogo è deserto.",
    otherwiseDeserted: "Per il resto, intorno non c'è nessuno.",
    noText: "Inquadratura pulita, superfici lisce senza scritte.",
    noMusic: "Solo suoni ambientali naturali.",
  },
  pt: {
    deserted: "O lugar está deserto.",
    otherwiseDeserted: "De resto, não há ninguém por perto.",
    noText: "Enquadramento limpo, superfícies lisas sem letras.",
    noMusic: "Apenas som ambiente natural.",
  },
  ja: {
    deserted: "辺りに人影はない。",
    otherwiseDeserted: "ほかに人影はない。",
    noText: "文字のない、すっきりとした画面。",
    noMusic: "自然の環境音のみ。",
  },
  ko: {
    deserted: "주변에 아무도 없다.",
    otherwiseDeserted: "그 외에는 주변에 아무도 없다.",
    noText: "글자가 없는 깔끔한 화면.",
    noMusic: "자연의 주변 소리만 들린다.",
  },
  zh: {
    deserted: "四周空无一人。",
    otherwiseDeserted: "除此之外，四周空无一人。",
    noText: "画面干净，没有任何文字。",
    noMusic: "只有自然的环境声。",
  },
  hi: {
    deserted: "जगह सुनसान है।",
    otherwiseDeserted: "इसके अलावा आसपास कोई नहीं है।",
    noText: "साफ़ फ़्रेम, कहीं कोई लिखावट नहीं।",
    noMusic: "केवल प्राकृतिक परिवेश की आवाज़।",
  },
};
