// Stage 4 (cast), the other languages: role nouns a line can be attributed to, per language. Latin-
// script languages are matched as words; Japanese, Chinese and Korean are written without spaces (or
// with particles attached), so their roles are found anywhere in the text, longest first.

/** Japanese role nouns (people and animals), longest first; CJK text has no spaces to find words by. */
export const JA_ROLES =
  "おばあちゃん おじいちゃん 主人公 黒猫 白猫 子猫 子犬 店員 僧侶 漁師 少女 少年 老人 老婆 母親 父親 祖母 祖父 先生 学生 忍者 侍 男性 女性 子供 娘 息子 姉 妹 兄 弟 猫 犬".split(
    " ",
  );
const KO_ROLES =
  "할머니 할아버지 손녀 손자 엄마 아빠 어머니 아버지 아이 소녀 소년 남자 여자 선생님 학생 할매 언니 오빠 누나 형 동생 강아지 고양이".split(
    " ",
  );
const ZH_ROLES =
  "老奶奶 老爷爷 老人 奶奶 爷爷 外婆 外公 妈妈 爸爸 孙女 孙子 女孩 男孩 小女孩 小男孩 女人 男人 老师 学生 厨师 渔夫 橘猫 小猫 小狗 猫咪 猫 狗".split(
    " ",
  );
const HI_ROLES = "दादा दादी नाना नानी पोता पोती आदमी औरत लड़का लड़की माँ पिता बच्चा बच्ची".split(" ");

const longestFirst = (xs: string[]) => [...xs].sort((a, b) => b.length - a.length);
export const UNSPACED_ROLE_RE: Record<string, RegExp> = {
  ja: new RegExp(longestFirst(JA_ROLES).join("|"), "gu"),
  ko: new RegExp(longestFirst(KO_ROLES).join("|"), "gu"),
  zh: new RegExp(longestFirst(ZH_ROLES).join("|"), "gu"),
  // Hindi is written with spaces: whole words only.
  hi: new RegExp(`(?<![\\p{L}\\p{M}])(?:${longestFirst(HI_ROLES).join("|")})(?![\\p{L}\\p{M}])`, "gu"),
};

/** Lists, per language, of role nouns a line can be attributed to (never capitalised common nouns). */
export const FOREIGN_ROLES = new Set(
  (
    "nonna nonno nipote madre padre figlio figlia abuela abuelo nieto nieta pescador pescadora niño niña hombre mujer hermano hermana " +
    "boulangère boulanger pêcheur frère sœur grand-mère grand-père homme femme garçon fille " +
    "schreiner mann frau junge mädchen oma opa mutter vater bruder schwester " +
    "surfista menino menina homem mulher mãe pai avó avô irmão irmã " +
    "pescatore vecchio vecchia donna uomo bambino bambina ragazzo ragazza " +
    "vendeuse vendeur violinista violinist profesor profesora maestro maestra " +
    "kapitän kapitänin fischer fischerin " +
    "molenaar visser boer boerin oma opa " +
    "babcia dziadek wnuczka wnuk rybak"
  ).split(" "),
);
