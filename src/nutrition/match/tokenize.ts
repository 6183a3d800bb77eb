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

/** Lowercased words with punctuation removed; "2%" → "2pct", "McDonald's" → "mcdonalds". */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/(\d+(?:\.\d+)?)\s*%/g, " $1pct ")
    .replace(/['’`]/g, "")
    .replace(/&/g, " and ")
    .replace(/\bnon[- ](?=[a-z])/g, "non") // "non-alcoholic" is one word, never "alcoholic"
    .replace(/\blowfat\b/g, "low fat") // USDA spells it both ways ("Cheese, cottage, lowfat"; "Milk, low fat (1%)")
    .split(/[^a-z0-9.]+/)
    .map((w) => w.replace(/^\.+|\.+$/g, ""))
    .filter((w) => w.length > 0);
}

/** Content tokens: stemmed words without stopwords. */
export function tokens(text: string): string[] {
  return words(text)
    .filter((w) => !STOPWORDS.has(w))
    .map(stem);
}

/** Tokens of what the user typed: also without portion and container words. */
export function queryWords(text: string): string[] {
  return words(text)
    .filter((w) => !STOPWORDS.has(w) && !PORTION_WORDS.has(w))
    .map(stem);
}

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}
