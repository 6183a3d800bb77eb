/** Words that carry no food meaning in USDA descriptions or in meal text. */
const STOPWORDS = new Set(
  "a an the of and or in on to for from with w my i some any as is it its that this at by nfs ns type made".split(" "),
);

/** Container and portion words: noise in what the user typed, but part of some USDA names ("Burrito bowl"). */
const PORTION_WORDS = new Set(
  "piece pieces serving servings portion portions slice slices bowl bowls plate plates glass glasses handful handfuls".split(
    " ",
  ),
);

const IRREGULAR: Record<string, string> = {
  leaves: "leaf",
  halves: "half",
  loaves: "loaf",
  knives: "knife",
  wolves: "wolf",
  fries: "fry",
  teeth: "tooth",
  geese: "goose",
  mice: "mouse",
  dice: "dice",
};

const stems = new Map<string, string>();

/** A light plural folding so "berries"/"berry", "tomatoes"/"tomato", "cookies"/"cookie" meet. */
export function stem(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    s = stemUncached(word);
    if (stems.size < 50_000) stems.set(word, s);
  }
  return s;
}

function stemUncached(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("ie") && word.length > 4) return `${word.slice(0, -2)}y`;
  if (/(?:ch|sh|x|ss|zz)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("oes")) return word.slice(0, -2);
  if (word.endsWith("s") && !/(?:ss|us|is|ous)$/.test(word)) return word.slice(0, -1);
  return word;
}

const NON_ASCII = /[\u0080-\uffff]/;
const WORD_SEPARATORS = /[^a-z0-9.]+/;
const DOT = 46;

/** Lowercased words with punctuation removed; "2%" → "2pct", "McDonald's" → "mcdonalds". */
export function words(text: string): string[] {
  // Each rewrite runs only when its characters are there: this runs on every food name at start-up.
  let t = text.toLowerCase();
  if (NON_ASCII.test(t)) t = t.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  if (t.includes("%")) t = t.replace(/(\d+(?:\.\d+)?)\s*%/g, " $1pct ");
  if (t.includes("'") || t.includes("’") || t.includes("`")) t = t.replace(/['’`]/g, "");
  if (t.includes("&")) t = t.replace(/&/g, " and ");
  if (t.includes("non")) t = t.replace(/\bnon[- ](?=[a-z])/g, "non"); // "non-alcoholic" is one word, never "alcoholic"
  // USDA spells it both ways ("Cheese, cottage, lowfat"; "Milk, low fat (1%)")
  if (t.includes("lowfat")) t = t.replace(/\blowfat\b/g, "low fat");
  const out: string[] = [];
  for (let w of t.split(WORD_SEPARATORS)) {
    if (w.length === 0) continue;
    if (w.charCodeAt(0) === DOT || w.charCodeAt(w.length - 1) === DOT) w = w.replace(/^\.+|\.+$/g, "");
    if (w.length > 0) out.push(w);
  }
  return out;
}

/** Content tokens: stemmed words without stopwords. */
export function tokens(text: string): string[] {
  return words(text)
    .filter((w) => !STOPWORDS.has(w))
    .map(stem);
}

/** Tokens of what the user typed: also without portion and container words. */
export function queryWords(text: string): string[] {
  return queryWordsOf(words(text));
}

/** `queryWords` of words already read. */
export function queryWordsOf(said: readonly string[]): string[] {
  return said.filter((w) => !STOPWORDS.has(w) && !PORTION_WORDS.has(w)).map(stem);
}

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/** A word USDA writes in capitals, a brand's or a chain's ("MORNINGSTAR", "CHICK-FIL-A", "APPLEBEE'S"). */
export const CAPITALS_WORD = "[A-Z][A-Z'&.-]+";
