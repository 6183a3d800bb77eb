import { COMPOUND_FOODS, DISH_NOUNS } from "./lexicon/compound-foods.js";
import { COOKING_VERBS, EXTRA_FOODS, EXTRA_KINDS, SIDE_FOODS } from "./lexicon/extra-words.js";
import { bareCountOfLast, countOfLast, cutOfLast, fractionOfLast, shareOf } from "./fraction-of-last.js";
import { isChainName, joinChainNames, protectChainNames } from "./lexicon/chain-names.js";
import { readFragment, restoreSpaces, type FragmentReading } from "./item-reader.js";
import { isMassOrVolume } from "./quantity-reader.js";
import { foodTextOf, itemSpans, joinSpans } from "./spans.js";
import type { ParsedItem } from "./types.js";
import { alternatives, SPLIT_WORDS as SAID } from "./lexicon/split-words.js";
import { escapeRegExp } from "./escape-reg-exp.js";
import { UNIT_BY_WORD, WHOLE_DISH_MEASURE } from "./lexicon/unit-words.js";
import { UNITS, UNITS_TABLE } from "../vocabulary/units.js";
import { APIECE, ROUGHLY } from "./lexicon/number-words.js";
import { LIGHT_VARIANT_FOODS } from "./lexicon/describer-words.js";
import { PART_JOINERS } from "./lexicon/part-joiners.js";
import { USER_WORDS } from "../match/match-words.js";
import { isFoodWord, isOtherWord } from "../match/open-vocabulary.js";
import { stem as foldPlural } from "../match/tokenize.js";
import { LEAD_VERBS_AFTER_PRONOUN } from "./lexicon/filler-words.js";

type Joiner = "start" | "stop" | "then" | "comma" | "and" | "with" | "topping" | "gerund" | "cooked-in" | "described";

interface Piece {
  text: string;
  joiner: Joiner;
  /** The joining words themselves ("made with", "that was"), kept when a description is attached. */
  separator: string;
}

const COMPOUND_PATTERN = new RegExp(
  `\\b(?:${[...COMPOUND_FOODS]
    .sort((a, b) => b.length - a.length)
    .map((c) => escapeRegExp(c).replace(/,? /g, ",? "))
    .join("|")})\\b`,
  "g",
);
const cookingVerbs = [...COOKING_VERBS].map(escapeRegExp).join("|");
/**
 * "…, rounded out by a cup of milk", "joined by an apple", "set off by a soda": a participle or a verb with its particle,
 * then "by" before an amount, brings another item, whatever the verb; the makers of a food ("made by my mom") are not
 * one.
 */
const JOINED_BY = `(?!(?:made|baked|prepared|cooked|crafted|sold|produced|brewed|bought|served|recommended)\\b)(?:[a-z]+(?:ed|en)|[a-z]+(?= (?:out|up|off)))(?: (?:out|up|off))? by(?=\\s(?:a|an|one|two|three|four|five|six|some|half|\\d))`;
/** Measures a base is served out in ("over a cup of rice", "on a bowl of noodles"): the cup's and bowl's spellings. */
const BASE_MEASURES = [...UNIT_BY_WORD]
  .filter(([, unit]) => unit === "cup" || unit === "bowl")
  .map(([word]) => escapeRegExp(word))
  .join("|");

/** Every spelling of what a food comes in (units.json `cameIn`): "in a 12 fl oz can" is the food's own can. */
const CAME_IN = alternatives(UNITS.filter((u) => UNITS_TABLE.cameIn.includes(u.id)).flatMap((u) => u.said));

const SEPARATOR = new RegExp(
  [
    "(?<stop>[.!?;:]+(?:\\s|$))",
    // "…, indulging in its creamy and cheesy goodness": a comment on the food just named, words and all.
    "(?<comment>,?\\s(?:savou?ring|enjoying|relishing|indulging in|appreciating|loving|devouring) (?:its|their|every|each)\\b[^.;!?,]*|,\\s(?:its|their)\\s[^.;!?,]*" +
      // ", enjoying the perfect blend of chocolate, caramel, and peanuts": the list is what the bar tastes of.
      // ", adding a refreshing zing to my warm beverage": what the food brought, not a food.
      "|,?\\s(?:adding|giving|bringing|lending) (?:a|an) (?:[a-z-]+ ){0,2}(?:zing|kick|twist|touch|burst|hint|boost|pop|depth|warmth|tang)\\b(?! of\\b)[^.;!?,]*" +
      "|,?\\s(?:allowing (?:me|us)|(?:enjoying|savou?ring|relishing|appreciating) the (?:[a-z-]+ ){0,2}(?:blend|combination|mix|medley|fusion|taste) of)\\b(?:(?!,? and (?:a|an|one|two|some|\\d))[^.;!?])*)",
    "(?<then>,?\\s(?:and then|then|later|afterwards|after that|followed by|and later)\\s)",
    `(?<described>,?\\s(?:and )?(?:(?:that|which) (?:included|includes|contained|contains|had|has|featured|came with|combined|combines|was|were|is|are)|combining|(?:made|prepared|cooked|crafted|built|assembled|layered|complete|completed|featuring) (?:with|from|of|using)|featuring|containing|filled with|stuffed with|loaded with|packed with|brimming with|bursting with|overflowing with|piled (?:high )?with|covered (?:in|with)|heaped with|blended with|blending together|mixed with|consisting of|with added|enriched with|(?:pre-)?sweetened with|flavou?red with|infused with|studded with|combined with|including)\\s)`,
    `(?<cooked>\\s(?:${cookingVerbs})\\s(?:in|with|on)\\s)`,
    // "…, which added a bit of magic": what the food brought, a comment the reader drops, not a topping.
    "(?<topping>,?\\s(?:adding|(?<!\\b(?:which|that|no|without|any)\\s)added|topped (?:off )?with|topping it with|drizzled (?:with|in)|coated (?:with|in)|brushed (?:with|in)|spread with|smothered (?:in|with)|dipped in|sprinkled with|garnished with|enhanced (?:with|by)|with a sprinkle of|with(?=\\sa (?:drizzle|splash|dollop|pat) of\\s))\\s)",
    "(?<gerund>,\\s(?:savou?ring|enjoying|relishing|appreciating|devouring|indulging in|munching on|sipping on|nibbling on)\\s)",
    `(?<and>,?\\s(?:and also|and|plus|as well as|along with|alongside|together with|paired with|pairing it with|accompanied by|complemented(?: it| by| with)+|served (?:alongside|with)|washed (?:[a-z]+ )?(?:all )?down with|to wash down|while (?:also )?(?:munching|eating|sipping|drinking|enjoying|having|snacking|nibbling|savou?ring|relishing|devouring|indulging)(?: on| in)?|(?:while )?(?:soaking|dunking|dipping) (?:it|them) in|next to|with a side of|besides|in addition to|coupled with|teamed with|matched with|as (?:i|we)(?= )|(?:accompaniment|complement|companion|partner) (?:to|for)|(?:drenched|soaked|swimming|bathed|floating) in|${JOINED_BY})\\s)`,
    // "15g of cream cheese on a 105g bagel": a second weighed food inside one phrase.
    // "a soda in a 12 fl oz can": the container the food came in, not a second food.
    `(?<weighed>\\s(?:on|into|onto|in|over|atop|inside|under|beside)\\s(?=(?:a |an |one )?(?:[a-z-]+ ){0,2}(?:of )?\\d+(?:\\.\\d+)? ?(?:g|grams?|kg|mg|ml|fl_oz|oz)\\b(?! (?:${CAME_IN})\\b)))`,
    // "chili over 1 cup rice", "stroganoff over a cup of egg noodles": a base measured out on its own is its own food.
    `(?<servedOver>\\s(?:${PART_JOINERS.servedOn.join("|")})\\s(?=(?:a|an|one|half a|\\d+(?:\\.\\d+)?(?:/\\d+)?)\\s(?:${BASE_MEASURES})\\b))`,
    // "a tablespoon of margarine on a regular bagel": what a spread went on is a food of its own.
    `(?<spreadOn>(?<=\\b(?:${alternatives(SAID.spreadOn.words)}))\\s(?:(?:melting|melted|spread|smeared|slathered)\\s)?(?:on|onto|over|atop)\\s(?=(?:a|an|one|two|some|half)\\s))`,
    // "a packet of mustard to my frankfurter": what a condiment was added to is a food of its own.
    `(?<addedTo>(?<=\\b(?:${alternatives(SAID.addedTo.words)}))\\sto\\s(?=(?:my|a|an)\\s))`,
    "(?<with>,?\\s(?:with|w)\\s)",
    "(?<comma>,\\s?)",
  ].join("|"),
  "g",
);
const NON_EXTRA_COMPANIONS = new Set(SAID.companions.words);
/** Any past participle ("-ed") or a describing word of the list. */
const ADJECTIVE_ONLY = new RegExp(`^(?:[a-z-]+ed|${alternatives(SAID.adjectiveOnly.words)})$`);
/** Words that name a serving of a food, not a food: "a frozen meal weighing 11 ounces", "a dinner that featured beef". */
const SERVING_WORDS = alternatives(SAID.servingWords.words);
const SERVING_WORD = new RegExp(`^(?:${SERVING_WORDS})s?$`);
const ENDS_WITH_SERVING_WORD = new RegExp(`\\b(?:${SERVING_WORDS})s?\\s*$`);
/** How a food was cut or trimmed: words that run on after an amount ("a cubic inch of boneless, smoked salmon"). */
const TRIM_WORDS = new RegExp(`^(?:${alternatives(SAID.trimWords.words)})$`);

// Pieces that only describe the previous food ("…chicken breast, skin and coating eaten").
const DESCRIPTOR_LEADS = new RegExp(`^(?:with )?(?:${alternatives(SAID.descriptorLeads.words)})\\b`);
/** "a cookie with a luscious creme filling", "Doritos with a cool ranch flavor": a part or taste, not a food of its own. */
const PART_HEADS = new RegExp(`\\b(?:${alternatives(SAID.partHeads.words)})$`);

/** Joins known dish names into single tokens ("mac_and_cheese") so no splitter cuts them. */
export function protectCompounds(text: string): string {
  return protectChainNames(text.replace(COMPOUND_PATTERN, (m) => m.replace(/,/g, "").replace(/ /g, "_")));
}

function cut(text: string): Piece[] {
  const pieces: Piece[] = [];
  let joiner: Joiner = "start";
  let separator = "";
  let last = 0;
  for (const m of text.matchAll(SEPARATOR)) {
    const groups = m.groups ?? {};
    const kind = (Object.keys(groups).find((k) => groups[k] !== undefined) ?? "comma") as string;
    const index = m.index ?? 0;
    let before = text.slice(last, index);
    if (kind === "cooked") before += ` ${m[0].trim().split(" ")[0]}`;
    pieces.push({ text: before, joiner, separator });
    // "… and a delightful dinner featuring a chicken thigh": what the meal (its words blanked out) featured are its
    // items, not parts of the food before it.
    const mealWordsOnly = before.length > 1 && before.trim() === "";
    joiner =
      kind === "cooked"
        ? "cooked-in"
        : kind === "weighed" || kind === "servedOver" || kind === "spreadOn" || kind === "addedTo"
          ? "and"
          : kind === "comment"
            ? "comma"
            : (kind as Joiner);
    if (mealWordsOnly && joiner === "described") joiner = "and";
    separator = m[0].replace(/^[,\s]+/, "").trim();
    last = index + m[0].length;
  }
  pieces.push({ text: text.slice(last), joiner, separator });
  return pieces.filter((p) => p.text.trim() !== "" || p.joiner === "stop");
}

interface Draft {
  text: string;
  role: "food" | "extra";
  described: boolean;
  quantity?: FragmentReading["quantity"];
  without: string[];
  /** Which sentence of the meal the food was named in. */
  sentence: number;
  /** The words to look up when the piece's own words name no food ("gen spirits"). */
  unplaced?: string;
  /** Said after "and": joined to a weighed food before it, it stays "and" ("142 g meat and vegetable fajita"). */
  afterAnd?: boolean;
}

const newDraft = (text: string, role: Draft["role"], reading: FragmentReading, sentence: number): Draft => ({
  text,
  role,
  described: false,
  without: [...reading.without],
  sentence,
});

/** Whether the piece names one of a list of foods, wholly or by its last two words ("a pat of salted butter"). */
const namesOneOf = (foods: ReadonlySet<string>, reading: FragmentReading) =>
  foods.has(reading.foodText) || foods.has(reading.foodWords.slice(-2).join(" ").replace(/_/g, " "));
const KEPT_VARIANTS: ReadonlySet<string> = new Set(USER_WORDS.keptVariants);
/**
 * A side, also when its name is one compound word at the end ("vanilla ice_cream") or said with a variant ("diet
 * cola").
 */
function namesSide(reading: FragmentReading): boolean {
  const last = reading.foodWords.at(-1) ?? "";
  const unvaried = reading.foodWords.filter((w) => !KEPT_VARIANTS.has(w));
  return (
    namesOneOf(SIDE_FOODS, reading) ||
    (last.includes("_") && SIDE_FOODS.has(last.replace(/_/g, " "))) ||
    (unvaried.length < reading.foodWords.length && SIDE_FOODS.has(unvaried.join(" ")))
  );
}
const isExtraFood = (reading: FragmentReading) =>
  namesOneOf(EXTRA_FOODS, reading) || EXTRA_KINDS.has(reading.foodWords.at(-1) ?? "");

function startsWithCompanion(text: string): boolean {
  const first = text.trim().split(" ")[0] ?? "";
  return NON_EXTRA_COMPANIONS.has(first);
}

const ENDS_WITH_AMOUNT =
  /(?:\d|\b(?:g|kg|mg|oz|lbs?|ml|l|fl_oz|cups?|tbsp|tsp|ounces?|grams?|pounds?|servings?|pieces?|slices?))$/;
const ARTICLE_START = /^(?:a|an|one|two|three|\d)\b/;
/** Foods sold in a light kind ("light beer"): describer-words.json `lightVariantFoods`. */
const LIGHT_FOOD = new RegExp(`\\b(?:${alternatives([...LIGHT_VARIANT_FOODS])})s?\\b`, "i");
/** "… x2", "… 2x": a count typed last. */
const TIMES_LAST = /\s+(?:x\s*\d+|\d+\s*x)$/i;
/** "4 oz each": an amount given to every one of the food before it. */
const APIECE_SAID = new RegExp(`\\b(?:${alternatives(APIECE)})\\b`, "i");
/** "For my infant's feeding, …", "At meal time for the baby, …": where a sentence sets its scene. */
const SCENE = new RegExp(`^(?:${alternatives(SAID.sceneOpeners.words)})\\b`);
/** ", the coconut cream variety": which kind of the food before it. */
const KIND_OF = new RegExp(`^the (?:[a-z-]+ ){1,3}(?:${alternatives(SAID.kindOf.words)})\\b`);
/**
 * "…topped with fruit, and I had another slice", "a Quarter Pounder with cheese, enjoyed some fries":
 * a new clause about eating starts a new item.
 */
const NEW_CLAUSE = new RegExp(
  `^(?:${alternatives(SAID.newClause.starts)}|${alternatives(SAID.newClause.eatingVerbs)})\\b`,
);
/**
 * "…, all nestled in one delightful croissant", "…, measuring one-eighth of a nine-inch pie": the dish just named,
 * said again as how it was put together or how big it was cut, not a food of its own.
 */
const RESTATES_DISH = new RegExp(
  `^(?:all (?:${alternatives(SAID.restatesDish.allThen)})|${alternatives(SAID.restatesDish.openers)}|(?:\\w+ly )?sized at)\\b`,
);
/** A gerund clause that only comments on what was already eaten ("savoring its minty flavor", "enjoying every bite"). */
const COMMENT_OBJECT = new RegExp(`^(?:${alternatives(SAID.commentObjects.words)})\\b`);
const cutComment = (text: string) =>
  text
    .trim()
    .replace(/\s(?:that|which|to|for)\s.*$/, "")
    .replace(/[.,!?]+$/, "");
const stem = (w: string) => w.replace(/(?:es|s)$/, "");
const LEADING_COOKING = new RegExp(`^(?:${cookingVerbs})\\s(?:in|with|on)\\s`);

/** A weight that closes a piece ("…vegetables at 101 g", "…icing weighing 75 g"): it weighs what came before too. */
const WEIGHS_WHOLE =
  /\s(?:at|weighing|weighs|weighed)\s(?:about |around |roughly |approximately )?\d+(?:\.\d+)?\s?(?:g|grams?|kg|oz|ounces?)\s*$/;

const OWN_OPENING = /^(?:(?:a|an|the|one|some|my)\b|\d)/;
/** Each unit's millilitres or grams, by its id. */
const UNIT_SIZES = new Map(UNITS.map((u) => [u.id, u]));

/** The text before the measure typed last, and before a word saying it is rough ("sauce about 2 cups" → "sauce"). */
function withoutLast(text: string, measure: string): string {
  const before = text.trim().slice(0, -measure.length).trim().split(/\s+/);
  while (before.length > 1 && ROUGHLY.has(before.at(-1) ?? "")) before.pop();
  return before.join(" ");
}

/** A measure typed last, of at least units.json `wholeDishMeasure` ml or g: the size of the dish it was said with. */
function measuresTheDish(text: string, reading: FragmentReading): boolean {
  const q = reading.quantity;
  if (!q?.unit || !isMassOrVolume(q.unit) || !q.raw || !text.trim().endsWith(q.raw)) return false;
  // "… with a can of cola (12 fl oz)": a part said with an article or amount of its own is measured on its own.
  if (OWN_OPENING.test(text.trim())) return false;
  const unit = UNIT_SIZES.get(q.unit);
  return q.amount * (unit?.ml ?? unit?.grams ?? 0) >= WHOLE_DISH_MEASURE;
}

/** Drinks named after what went in them ("apple and orange juice"), and a meal's foods that never do (a coffee shake does). */
const DRINK_NOUNS = new RegExp(`^(?:${alternatives(SAID.drinkNouns.words)})$`);
const NEVER_A_FLAVOUR = new RegExp(`^(?:${alternatives(SAID.neverAFlavour.words)})$`);

/** Joining words worth keeping in front of an attached description ("made with water", not "that was"). */
const KEPT_SEPARATOR = /(?:with|from|of|using|added|in|on)$/;

/** What a drink was made to taste of ("sweetened with", "flavored with"): an extra added to it, not one of its parts. */
const FLAVOURED_WITH = /(?:sweetened|flavou?red|infused|enriched) with$/;

/** "a pizza that featured cheese": what a food holds is what it comes with; "a meal that featured beef" is beef. */
const HOLDS_SEPARATOR = /^(?:that|which) (?:included|includes|contained|contains|had|has|featured)$/;

function attach(draft: Draft, piece: Piece, text: string): void {
  const holds = HOLDS_SEPARATOR.test(piece.separator) && !ENDS_WITH_SERVING_WORD.test(draft.text);
  const words =
    piece.joiner === "and"
      ? "and"
      : KEPT_SEPARATOR.test(piece.separator)
        ? piece.separator
        : // "cereal w skim": a "w" is the word "with".
          piece.joiner === "with" || holds
          ? "with"
          : "";
  draft.text += words ? ` ${words} ${text}` : ` ${text}`;
}

/** Describing words and perhaps an amount, no food ("crisp", "a cup of boneless"); "while snacking, …" is neither. */
function onlyDescribes(reading: FragmentReading): boolean {
  const hasAmount = reading.quantity !== undefined;
  return (
    (reading.foodWords.length > 0 || hasAmount) &&
    reading.foodWords.every((w) => ADJECTIVE_ONLY.test(w) || (hasAmount && TRIM_WORDS.test(w)))
  );
}

/**
 * "a cup of crisp, unsweetened water", "a cup of sweet and crunchy grapes": an amount and describing words with no food
 * of their own run on into the next piece, which names the food.
 */
function runsOn(piece: Piece, reading: FragmentReading, prev: Draft | undefined, next: Piece): boolean {
  const hasAmount = reading.quantity !== undefined;
  const nextJoins =
    next.joiner === "comma" ||
    next.joiner === "and" ||
    // "a fun-size package bursting with gumdrops": the amount's food is in what describes it.
    (next.joiner === "described" && reading.foodWords.length === 0 && !/^(?:which|that)\b/.test(piece.text.trim()));
  return (
    nextJoins &&
    onlyDescribes(reading) &&
    !reading.commented &&
    // "ham that was both smoked and cured": words that describe the food just named stay with it; after a meal
    // word ("a lunch featuring a cup of cooked, diced ham") there is no food yet for them to describe.
    (piece.joiner !== "described" || !prev) &&
    !ENDS_WITH_AMOUNT.test(piece.text.trim()) &&
    // "a drink that was caffeine-free and fruity, complemented by a slice of pizza": the next food has its own words.
    !(prev?.role === "food" && prev.described && ARTICLE_START.test(next.text.trim())) &&
    // "chicken breast, grilled and sauced, along with a small drumstick": words with no amount of their own describe
    // the food before them when the next food comes with its own amount.
    !(prev?.role === "food" && !hasAmount && readFragment(next.text).quantity !== undefined) &&
    // "160 g of gen spirits, paired with 40 g of peanuts": two weights are two foods, whatever the first one's words;
    // "a sweet treat, which consisted of 93 g of pan dulce": a weighed food names itself, the words before it are talk.
    !isMassOrVolume(readFragment(next.text).quantity?.unit)
  );
}

/** "turkey and provolone on sourdough": fillings said on a sandwich bread are one sandwich (match-words.json). */
const ON_SANDWICH_BREAD = new RegExp(`\\bon (?:an? )?(?:${USER_WORDS.sandwichBreads.join("|")})(?: bread)?$`);

const HEADING_WORDS: ReadonlySet<string> = new Set([...PART_JOINERS.describers, ...LEAD_VERBS_AFTER_PRONOUN]);

const CUISINES: ReadonlySet<string> = new Set(USER_WORDS.cuisines);
/**
 * Words that only say where or how a meal came ("packed", "panda plate", "mexican"): a chain, a unit, a describing
 * verb or a cuisine.
 */
function namesNoFood(text: string): boolean {
  // "pre workout:", "after the gym:": a heading ending in a word no food uses says when, not what, as before a dash.
  if (isOtherWord(text.trim().split(/\s+/).at(-1) ?? "")) return true;
  return readFragment(text).foodWords.every(
    (w) => isChainName(w) || UNIT_BY_WORD.has(w) || HEADING_WORDS.has(w) || CUISINES.has(w) || !isFoodWord(w),
  );
}

/** A food said before a dash and a list of what it holds: "chipotle bowl - chicken, black beans, salsa". */
const DASH_HEADED = /^([^,:;.+]+?)\s+[-–—]\s+(?=[^-–—]*,)/;

/**
 * "2 breakfast tacos - egg, cheese and salsa", "chipotle bowl - chicken, black beans, salsa": a food heading a list
 * after a dash is headed as by a colon. Not a dash between foods ("burger - fries - coke"), an amount said after it
 * ("pizza - 2 slices, coke") nor a list of sides ("burger - fries, coke").
 */
function dashAsColon(text: string): string {
  const m = DASH_HEADED.exec(text);
  if (!m) return text;
  const rest = text.slice(m[0].length);
  const head = readFragment(m[1] as string);
  // "after run - gatorade, banana": a heading ending in a word no food uses says when, not what (item-reader.ts).
  const scene = isOtherWord((m[1] as string).trim().split(/\s+/).at(-1) ?? "");
  if (/\s[-–—]\s/.test(rest) || scene || head.foodWords.length === 0 || head.quantity?.unit) return text;
  const listed = rest.split(/,|\band\b/).map((p) => readFragment(p));
  if (listed[0]?.quantity || listed.some((r) => namesSide(r))) return text;
  return `${m[1] as string}: ${rest}`;
}

/** A piece that is a size word and nothing else but its unit ("lg", "large size", "big piece"). */
const SIZE_ALONE = /^\s*\S+(?:\s+\S+)?\s*$/;

/** Splits one meal's words into items, attaching extras, left-out foods and trailing amounts to their food. */
export function splitItems(mealText: string): ParsedItem[] {
  const drafts: Draft[] = [];
  let pendingPrefix = "";
  const lastFood = () => [...drafts].reverse().find((d) => d.role === "food");
  const pieces = cut(dashAsColon(protectCompounds(mealText)));
  // "smoothie: banana, spinach, protein powder", "overnight oats: 1/2 c oats, 1/2 c milk, chia": a food said alone
  // before a colon and a list is the dish the list makes, as "a smoothie made with …" is.
  const headsList = (piece: Piece, index: number): boolean => {
    const head = drafts.length === 1 ? drafts[0] : undefined;
    const listed = pieces.slice(index + 1, index + 3).filter((p) => p.joiner !== "stop").length;
    return (
      piece.separator === ":" &&
      head?.role === "food" &&
      !head.quantity &&
      index === 1 &&
      listed >= 1 &&
      !joinChainNames(head.text.trim().split(/\s+/)).every((w) => w.includes("_") || isChainName(w))
    );
  };
  // A list said with amounts of its own is what was eaten, the dish its name ("overnight oats: 1/2 c oats, …"); so is
  // a list after a heading that names no food ("packed lunch: pb sandwich, carrots", "panda plate: chow mein, …").
  const listedAs = (index: number): Piece => {
    const piece = pieces[index] as Piece;
    const measured = pieces.slice(index, index + 4).some((p) => p.joiner !== "stop" && readFragment(p.text).quantity);
    if (measured || namesNoFood(drafts[0]?.text ?? "")) {
      drafts.pop();
      return { ...piece, joiner: "start", separator: "" };
    }
    return { ...piece, joiner: "described", separator: "with" };
  };
  // "dominos: 2 slices pepperoni, 4 wings": a chain's name before a colon says where the first food came from (the
  // meal shares it with the rest), no food of its own.
  const chainHeads = (piece: Piece, index: number): boolean =>
    piece.separator === ":" &&
    index === 1 &&
    drafts.length === 1 &&
    drafts[0]?.role === "food" &&
    joinChainNames((drafts[0]?.text ?? "").trim().split(/\s+/)).every((w) => w.includes("_") || isChainName(w));
  const fromChain = (index: number): Piece => {
    const chain = drafts.pop()?.text.trim() ?? "";
    const piece = pieces[index] as Piece;
    return { ...piece, text: `${chain} ${piece.text.trim()}`, joiner: "start", separator: "" };
  };
  let sentence = 0;

  for (const [index, original] of pieces.entries()) {
    if (original.joiner === "stop" && original.text.trim() === "") continue;
    // "…, juicy and coated in sauce": a cooking verb that opens a piece still introduces what it was cooked in.
    const cooked = LEADING_COOKING.exec(original.text.trim());
    const piece = cooked
      ? {
          text: original.text.trim().slice(cooked[0].length),
          joiner: "cooked-in" as const,
          separator: cooked[0].trim(),
        }
      : headsList(original, index)
        ? listedAs(index)
        : chainHeads(original, index)
          ? fromChain(index)
          : original;
    let reading = readFragment(piece.text);
    const prev = drafts[drafts.length - 1];
    let hasAmount = reading.quantity !== undefined;
    if (piece.joiner === "stop" || piece.joiner === "then") drafts.forEach((d) => (d.described = false));
    if (piece.joiner === "stop") sentence += 1;

    const next = pieces[index + 1];
    // "a large pizza, ate half": a share of the food just named is its amount, not a food of its own ("a burrito and
    // a half" is one and a half).
    const share =
      prev?.role === "food" && piece.joiner !== "with" && piece.joiner !== "and"
        ? fractionOfLast(piece.text, prev.text)
        : undefined;
    // "tacos, had three of them", "breadsticks, 2": how many of the food just named, when it had no amount of its own.
    const counted =
      prev?.role === "food" && piece.joiner !== "with"
        ? (countOfLast(piece.text) ?? (piece.joiner === "comma" ? bareCountOfLast(piece.text, prev.text) : undefined))
        : undefined;
    if (prev && counted !== undefined && !(prev.quantity ?? readFragment(prev.text).quantity)) {
      prev.quantity = { amount: counted, raw: piece.text.trim() };
      continue;
    }
    if (prev && share !== undefined) {
      prev.quantity = shareOf(prev.quantity ?? readFragment(prev.text).quantity, share, piece.text.trim());
      continue;
    }
    const cut =
      prev?.role === "food" && piece.joiner !== "with" && piece.joiner !== "and"
        ? cutOfLast(piece.text, reading, prev.quantity ?? readFragment(prev.text).quantity)
        : undefined;
    if (prev && cut !== undefined) {
      prev.quantity = cut;
      continue;
    }
    // "hot and sour soup, cup", "chili, bowl": a unit said alone after a food is one of it, not a food of its own
    // (a unit's whole word: "vitamin a, d, c" lists no cup).
    const alone = piece.text.trim();
    const unitAlone =
      prev?.role === "food" && piece.joiner === "comma" && alone.length > 2 ? UNIT_BY_WORD.get(alone) : undefined;
    if (prev && unitAlone && !(prev.quantity ?? readFragment(prev.text).quantity)) {
      prev.quantity = { amount: 1, unit: unitAlone, raw: alone };
      continue;
    }
    const describing = onlyDescribes(reading);
    // "For my infant's feeding, I offered…", "At meal time for the baby, I served…": the scene, not a food.
    if (
      (index === 0 || piece.joiner === "stop") &&
      !hasAmount &&
      SCENE.test(piece.text.trim()) &&
      next !== undefined &&
      /^(?:i|we)\b/.test(next.text.trim())
    )
      continue;
    if (next && runsOn(piece, reading, prev, next)) {
      pendingPrefix = `${pendingPrefix} ${piece.text.trim()}`.trim();
      continue;
    }
    // "a Salisbury steak dinner, which was a frozen meal weighing 11 ounces": the weight of the food just named.
    // ("milk with an 11 oz frozen dinner": a meal said with the food is one of its own.)
    const weighsLast =
      isMassOrVolume(reading.quantity?.unit) &&
      (!next || next.joiner === "stop") &&
      piece.joiner !== "with" &&
      reading.foodWords.every((w) => ADJECTIVE_ONLY.test(w) || SERVING_WORD.test(w));
    // "…, savoring its minty flavor", "…a banana, enjoying one banana": a comment on food already said.
    const restates =
      piece.joiner === "gerund" &&
      (COMMENT_OBJECT.test(piece.text.trim()) ||
        reading.foodWords.some((w) =>
          drafts.some((d) => readFragment(d.text).foodWords.some((x) => stem(x) === stem(w))),
        ));
    const restatesDish =
      RESTATES_DISH.test(piece.text.trim()) && !isMassOrVolume(reading.quantity?.unit) && lastFood() !== undefined;
    // "a hamburger with a small patty on a soft white bun": the patties (and the bun they sit on) say which burger.
    const burger = lastFood();
    const patties = reading.quantity?.unit === "patty" ? reading.quantity : undefined;
    if (burger && patties && /burgers?\b/.test(burger.text) && /^(?:(?:on|in) .*\bbuns?)?$/.test(reading.foodText)) {
      const said = [patties.amount, patties.size, patties.amount > 1 ? "patties" : "patty", reading.foodText];
      burger.text += ` with ${said.filter(Boolean).join(" ")}`;
      continue;
    }
    if (reading.foodText === "" || restates || restatesDish || (weighsLast && lastFood())) {
      const target = lastFood();
      const size = reading.quantity?.size;
      // "beer 2 cans light": the light kind of the food before it, said last.
      if (target && /^light$/i.test(piece.text.trim()) && LIGHT_FOOD.test(target.text)) target.text += " light";
      else if (target && reading.without.length) {
        target.without.push(...reading.without);
        // "hot dog 2 no bun": a count said before what was left out is the food's.
        const count = reading.quantity;
        if (
          count &&
          /\d/.test(count.raw) &&
          !count.unit &&
          !count.size &&
          !(target.quantity ?? readFragment(target.text).quantity)
        )
          target.quantity = count;
      } else if (target && size && reading.foodText === "" && SIZE_ALONE.test(piece.text)) {
        // "pho w beef, lg", "lasagna, big piece": a size said alone after a food, or with its unit, is that food's.
        const known = target.quantity ?? readFragment(target.text).quantity;
        const unit = known?.unit ?? reading.quantity?.unit;
        const raw = `${known?.raw ?? ""} ${piece.text.trim()}`.trim();
        if (!known?.size && !isMassOrVolume(unit))
          target.quantity = { amount: known?.amount ?? 1, ...known, ...(unit ? { unit } : {}), size, raw };
      } else if (target && reading.quantity && isMassOrVolume(reading.quantity.unit)) {
        const known = target.quantity ?? readFragment(target.text).quantity;
        // "2 burgers, 4 oz each": the weight of each one counted.
        const counted = known && !known.unit && !known.size && APIECE_SAID.test(piece.text) ? known.amount : 1;
        if (!known || !isMassOrVolume(known.unit))
          target.quantity = { ...reading.quantity, amount: reading.quantity.amount * counted };
      } else if (!target && isMassOrVolume(reading.quantity?.unit) && reading.unplaced) {
        // "160 g of gen spirits": a weighed food the words do not name is still an item, looked up or reported.
        drafts.push({
          ...newDraft(piece.text.trim(), "food", reading, sentence),
          unplaced: reading.unplaced.join(" "),
        });
      }
      continue;
    }
    let text = pendingPrefix ? `${pendingPrefix} ${piece.text.trim()}` : piece.text.trim();
    // "a fun-size package bursting with gumdrops": an amount ran on into the words that name its food.
    const amountRanOn = pendingPrefix !== "" && readFragment(pendingPrefix).quantity !== undefined;
    // "…, and a cup of soft, cooked white rice": the amount came with the words run on from before.
    if (pendingPrefix) {
      reading = readFragment(text);
      hasAmount = reading.quantity !== undefined;
    }
    pendingPrefix = "";
    const food = prev?.role === "food" ? prev : undefined;
    // "iced latte w oat milk 16 oz", "spaghetti w meat sauce 1.5 cups": a measure of a dish's size typed last after a
    // part weighs the food before it; the part is read without it.
    if (
      food &&
      piece.joiner === "with" &&
      measuresTheDish(text, reading) &&
      !isMassOrVolume((food.quantity ?? readFragment(food.text).quantity)?.unit)
    ) {
      food.quantity = reading.quantity;
      text = withoutLast(text, reading.quantity?.raw ?? "");
      reading = readFragment(text);
      hasAmount = false;
    }
    // "rice cakes w almond butter x2", "corn on the cob w butter x2": a count typed last after a part counts the food
    // before it, which the part goes with.
    if (
      food &&
      piece.joiner === "with" &&
      TIMES_LAST.test(text) &&
      reading.quantity &&
      !reading.quantity.unit &&
      !(food.quantity ?? readFragment(food.text).quantity)
    ) {
      food.quantity = { amount: reading.quantity.amount, raw: reading.quantity.raw };
      text = text.replace(TIMES_LAST, "");
      reading = readFragment(text);
      hasAmount = reading.quantity !== undefined;
    }
    if (
      food &&
      !hasAmount &&
      (describing ||
        DESCRIPTOR_LEADS.test(reading.foodText) ||
        // "either baked at home or from the bakery": a lead word that names no food is no longer among the food words.
        DESCRIPTOR_LEADS.test(piece.text.trim()) ||
        KIND_OF.test(piece.text.trim()))
    ) {
      attach(food, piece, text);
      continue;
    }
    if (
      food &&
      (piece.joiner === "with" || piece.joiner === "comma" || (piece.joiner === "and" && food.described)) &&
      !isMassOrVolume(reading.quantity?.unit) &&
      PART_HEADS.test(cutComment(piece.text))
    ) {
      attach(food, piece, text);
      continue;
    }
    // "a thick crust pizza with meat and vegetables at 101 g": a weight said last weighs the whole dish.
    if (
      food &&
      (piece.joiner === "with" || (food.described && piece.joiner === "and")) &&
      WEIGHS_WHOLE.test(text) &&
      !isMassOrVolume((food.quantity ?? readFragment(food.text).quantity)?.unit)
    ) {
      attach(food, piece, text.replace(WEIGHS_WHOLE, ""));
      food.quantity = reading.quantity;
      food.described = true;
      continue;
    }
    const ownMeasure = Boolean(reading.quantity?.unit);
    // "a cheeseburger made with a medium patty" is the dish; "a roll filled with a cup of ham" weighs its own food.
    // "coffee flavored with an individual container of creamer": what a drink or dish was sweetened or flavored with,
    // said with its own measure, is its own item ("enriched with a bit of fat" is not a measure).
    const measuredExtra = ownMeasure && reading.quantity?.unit !== "piece" && FLAVOURED_WITH.test(piece.separator);
    if (
      food &&
      piece.joiner === "described" &&
      !isMassOrVolume(reading.quantity?.unit) &&
      !measuredExtra &&
      !amountRanOn
    ) {
      attach(food, piece, text);
      food.described = true;
      continue;
    }
    const joinsWith =
      piece.joiner === "with" || piece.joiner === "topping" || piece.joiner === "cooked-in" || measuredExtra;
    if (prev && joinsWith && isExtraFood(reading) && !startsWithCompanion(text)) {
      drafts.push(newDraft(text, "extra", reading, sentence));
      continue;
    }
    const side = namesSide(reading);
    if (food && joinsWith && !hasAmount && !startsWithCompanion(text) && !side) {
      food.text += ` with ${text}`;
      food.described = true;
      continue;
    }
    // "2 tacos with lettuce and cheese plus chips": "plus" adds a food of its own, never one more part of the last.
    const joinsAnd =
      (piece.joiner === "and" && piece.separator !== "plus") || piece.joiner === "comma" || piece.joiner === "gerund";
    // "raisin bran w 1% milk, coffee w half n half": a food with a "with" of its own is no part of the one before.
    const hasOwnWith = piece.joiner === "comma" && next?.joiner === "with";
    // "quarter pounder w cheese, lg fries, coke": a side or a drink is served beside the food, never one of its parts.
    if (
      food?.described &&
      joinsAnd &&
      !ownMeasure &&
      !hasOwnWith &&
      !side &&
      !ARTICLE_START.test(text) &&
      !NEW_CLAUSE.test(text)
    ) {
      attach(food, piece, text);
      continue;
    }
    if (prev && joinsAnd && !hasAmount) {
      if (prev.role === "extra" && isExtraFood(reading)) {
        drafts.push(newDraft(text, "extra", reading, sentence));
        continue;
      }
      const prevReading = readFragment(prev.text);
      const dishNoun = reading.foodWords[reading.foodWords.length - 1] ?? "";
      // "scalloped potatoes, green bean casserole": a comma lists two foods; only "and" names one dish's ingredients.
      // "applesauce and buttered egg noodles": a food said with how it was cooked is a food of its own.
      const dishName =
        piece.joiner === "and" &&
        !COOKING_VERBS.has(reading.foodWords[0] ?? "") &&
        ((reading.foodWords.length >= 2 && DISH_NOUNS.has(dishNoun)) || ON_SANDWICH_BREAD.test(text)) &&
        // "eggs, toast and orange juice": a drink is named after its fruit or flavour, never after a meal's food.
        !(DRINK_NOUNS.test(dishNoun) && prevReading.foodWords.some((w) => NEVER_A_FLAVOUR.test(w)));
      if (
        food &&
        ((food.described && !ownMeasure && !hasOwnWith && !side && !NEW_CLAUSE.test(text)) ||
          // "grilled cheese and tomato soup": a food said with how it was cooked is no flavour of the next one.
          // "tuna sandwich and tomato soup": a dish named with what it holds is no ingredient of the next one.
          (dishName &&
            countsTheDish(prevReading, dishNoun) &&
            prevReading.foodWords.length <= 2 &&
            !(prevReading.foodWords.length === 2 && DISH_NOUNS.has(prevReading.foodWords[1] ?? "")) &&
            !prevReading.foodWords.some((w) => COOKING_VERBS.has(w))))
      ) {
        attach(food, piece, text);
        continue;
      }
    }
    drafts.push({ ...newDraft(text, "food", reading, sentence), afterAnd: piece.joiner === "and" });
  }
  return foldUnweighed(drafts.flatMap((d) => toItem(d).map((item) => ({ item, afterAnd: d.afterAnd === true }))));
}

/**
 * "a bean and cheese burrito", "2 egg and cheese sandwiches": a bare count before an ingredient said in the singular
 * counts the dish it is an ingredient of, when the dish is said in the number counted. A measure ("1 cup rice and
 * chicken soup") or a plural ("2 eggs and cheese toast") counts the first food alone.
 */
function countsTheDish(prev: FragmentReading, dishNoun: string): boolean {
  const q = prev.quantity;
  if (!q) return true;
  if (q.unit || q.size) return false;
  const ingredient = prev.foodWords.at(-1) ?? "";
  return !isPlural(ingredient) && q.amount > 1 === isPlural(dishNoun);
}
/** A noun the stemmer folds is a plural ("burritos", "sandwiches"); "cheese" and "hummus" are not. */
const isPlural = (word: string): boolean => foldPlural(word) !== word;

const WEIGHT_UNITS = new Set(["g", "kg", "mg"]);
const weighed = (item: ParsedItem) => isMassOrVolume(item.quantity?.unit);

/**
 * When a message weighs its foods ("150 g of chicken, 200 g rice"), a piece without a weight or volume that
 * follows a weighed food describes it ("a 65 g doughnut, the cake type with powdered sugar"): its grams already
 * hold it, so it joins that food's words instead of adding a second portion.
 */
function foldUnweighed(items: { item: ParsedItem; afterAnd: boolean }[]): ParsedItem[] {
  if (!items.some(({ item }) => item.quantity?.unit && WEIGHT_UNITS.has(item.quantity.unit)))
    return items.map(({ item }) => item);
  const out: ParsedItem[] = [];
  for (const { item, afterAnd } of items) {
    const prev = out[out.length - 1];
    // Never across a stop: "core power 26g + a banana" (a plus ends an item as a semicolon does).
    // A count typed after it makes a food of its own ("oats 60g whey 30g banana 1").
    const counted = /\s\d+$/.test(item.phrase);
    if (prev && weighed(prev) && !weighed(item) && !counted && prev.sentence === item.sentence) {
      // "with" is the reader's word, not the user's, unless they said "and" ("meat and vegetable fajita" is one dish).
      prev.foodText = `${prev.foodText} ${afterAnd ? "and" : "with"} ${item.foodText}`;
      prev.spans = joinSpans(prev.spans, prev.phrase.length, " ", item.spans);
      prev.phrase = `${prev.phrase} ${item.phrase}`;
      prev.without = [...new Set([...prev.without, ...item.without])];
      continue;
    }
    out.push(item);
  }
  return out;
}

function toItem(draft: Draft): ParsedItem[] {
  const read = readFragment(draft.text);
  const reading = read.foodText || !draft.unplaced ? read : { ...read, foodText: draft.unplaced };
  if (!reading.foodText) return [];
  const quantity = draft.quantity ?? reading.quantity;
  // "lunch 12:30 - wrap": the dash that followed the time is no word of the item.
  const phrase = restoreSpaces(draft.text)
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[-–—:;,]+\s*/, "");
  const foodWords = read.foodText ? reading.foodWords : reading.foodText.split(" ");
  const { spans, complete } = itemSpans(phrase, foodWords, quantity?.raw.split(" "));
  // The food words are the spans' words wherever the reader kept them in order; else its own string stays.
  const derived = foodTextOf(spans);
  const item: ParsedItem = {
    phrase,
    spans,
    foodText: complete && derived === reading.foodText ? derived : reading.foodText,
    without: [...new Set([...reading.without, ...draft.without])],
    role: draft.role,
    sentence: draft.sentence,
  };
  if (quantity) item.quantity = quantity;
  return [item];
}
