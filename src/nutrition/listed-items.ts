import type { NutritionEngine } from "./engine.js";
import { headNoun, matchFood, queryTokens } from "./match/match-food.js";
import { namingPhrase, phraseWords } from "./match/food-phrases.js";
import { USER_WORDS } from "./match/match-words.js";
import { isStopword, stem, words } from "./match/tokenize.js";
import { parseMealText } from "./parse/index.js";
import { isChainName, joinChainNames } from "./parse/lexicon/chain-names.js";
import { DISH_NOUNS } from "./parse/lexicon/compound-foods.js";
import { PART_JOINERS } from "./parse/lexicon/part-joiners.js";
import { UNIT_BY_WORD } from "./parse/lexicon/unit-words.js";
import { itemSpans } from "./parse/spans.js";
import type { ParsedItem, ReadContext } from "./parse/types.js";
import { coversAll, explains, foodsInRow, MAX_LIST_WORDS } from "./unexplained-parts.js";

const JOINERS = new Set(PART_JOINERS.joiners);
const LISTING = new Set(PART_JOINERS.listing);
const SOURCE_WORDS = new Set(USER_WORDS.sourceWords);

/**
 * "chicken rice broccoli", "turkey sandwich chips apple": an item typed as a list with no commas or joining words is
 * one item per food, when no one food explains all its words and each piece is a food named wholly. The amount said
 * goes with the first food ("2 eggs bacon toast"). Words ending in a dish named after what it holds ("chicken bacon
 * ranch wrap", "strawberry banana smoothie") are that dish.
 */
export function listedItems(item: ParsedItem, engine: NutritionEngine, ctx: ReadContext): ParsedItem[] {
  const said = item.foodText.split(" ");
  if (
    item.role !== "food" ||
    said.length < MIN_LIST_WORDS ||
    said.length > MAX_LIST_WORDS ||
    !said.every((w) => /^[a-z][a-z'-]*$/.test(w) && !isStopword(w) && !JOINERS.has(w) && !LISTING.has(w))
  )
    return [item];
  // Told in sentences, foods come with articles ("a Puerto Rican-style meat turnover"): a bare run of nouns is a list.
  // Words the phrase table names whole are one food ("double shot espresso").
  const named = namingPhrase(item.foodText, engine.index.phrases);
  if (TOLD.test(item.phrase) || named?.words.join(" ") === phraseWords(item.foodText).join(" ")) return [item];
  // A weight or measure said covers all the words ("18 g red prickly pears"); a chain's name says where they came from.
  const fromChain = joinChainNames(said).some((w) => w.includes("_") || isChainName(w) || SOURCE_WORDS.has(w));
  // A word the database does not know may be a brand the words after it are of ("tj's cauliflower gnocchi").
  const unknown = said.some((w) => queryTokens(w, engine.index).length === 0);
  if (coversAll(item) || fromChain || unknown || said.some((w) => UNIT_BY_WORD.has(w))) return [item];
  // The words' head is their last word: "sausage patty" is a sausage in the shape of a patty.
  const lastHead = (text: string): string | undefined => headNoun(text.split(" ").at(-1) ?? "", engine.index);
  const whole = matchFood(item.foodText, engine.index, item.without, item.quantity?.size);
  const isNoun = (w: string): boolean => engine.index.foodNouns.has(stem(w)) && !NEVER_ALONE.has(stem(w));
  // A last word that names a food of its own the whole does not hold is a food listed last ("pizza wings beer").
  const last = said.at(-1) ?? "";
  const listedLast = whole !== undefined && isNoun(last) && !explains(whole.food, last, engine);
  if (headNoun(item.foodText, engine.index) !== lastHead(item.foodText) && !listedLast) return [item];
  // A word alone names a food when USDA's name for it says it first or as its kind ("Tofu", "Cereal, granola"), not
  // when it only describes one ("ripe": "Tomatoes, red, ripe"; "silver": "Fish, salmon, coho (silver)").
  const namesItself = (piece: string): boolean => {
    if (piece.includes(" ") || engine.index.nouns.has(stem(piece))) return true;
    const [first = "", second = ""] = (matchFood(piece, engine.index)?.food.description ?? "").toLowerCase().split(",");
    return words(first).map(stem).includes(stem(piece)) || second.trim() === piece;
  };
  if (!whole || said.every((w) => !isNoun(w) || explains(whole.food, w, engine))) return [item];
  const pieces = foodsInRow(said, engine, true);
  // Each piece ends in the food it names ("red" and "common" name no food of their own).
  const endsInNoun = (piece: string): boolean => {
    const head = headNoun(piece, engine.index);
    return head !== undefined && head === lastHead(piece) && isNoun(head);
  };
  if (!pieces || pieces.length < 2 || !pieces.every((p) => endsInNoun(p) && namesItself(p))) return [item];
  // A dish named after what it holds ends the words alone ("spinach mushroom omelet", "strawberry banana smoothie");
  // within a food of its own it ends only that food ("bacon toast orange juice").
  if (DISH_NOUNS.has(said.at(-1) ?? "") && !(pieces.at(-1) ?? "").includes(" ")) return [item];
  // No cut inside a pair of words USDA's names hold together ("lemon pepper wings"), nor after a flavour
  // ("strawberry pop tarts", "pepperoni hot pocket": a fruit, a sweet, a condiment, a cheese or a cured meat first).
  const pairs = namedPairs(engine);
  // Listed after another food, a flavour the food after it does not hold is a food of its own ("oatmeal banana
  // coffee"); first, it is the flavour of a food USDA names without it ("strawberry pop tarts").
  const flavours = (i: number): boolean => {
    if (i === 0) return true;
    const flavoured = matchFood(`${pieces[i]} ${pieces[i + 1]}`, engine.index, [], undefined)?.food;
    return flavoured !== undefined && explains(flavoured, (pieces[i] as string).split(" ").at(-1) ?? "", engine);
  };
  for (let i = 0; i + 1 < pieces.length; i++) {
    const before = (pieces[i] as string).split(" ");
    const after = (pieces[i + 1] as string).split(" ");
    if (pairs.has(`${stem(before.at(-1) ?? "")} ${stem(after[0] ?? "")}`)) return [item];
    const found = matchFood(pieces[i] as string, engine.index, [], undefined)?.food;
    const category = found?.category ?? "";
    if (FLAVOUR_CATEGORIES.some((prefix) => category.startsWith(prefix)) && flavours(i)) return [item];
    // "arizona green tea": a brand (USDA writes it in capitals, "Beverages, ARIZONA, tea") says whose the next food is.
    if (found && before.some((w) => found.description.includes(w.toUpperCase()))) return [item];
    // Two foods of one kind in a row are one said twice ("quarter pounder cheeseburger", "huevos rancheros egg").
    const next = matchFood(pieces[i + 1] as string, engine.index, [], undefined)?.food.category;
    if (next === category) return [item];
  }
  // Each piece in the user's words when the phrase holds one typed word per food word ("coke", not USDA's "cola").
  const typed = item.phrase.split(/\s+/).slice(item.quantity ? item.quantity.raw.split(" ").length : 0);
  let at = 0;
  return pieces.map((piece, i) => {
    const read = parseMealText(piece, ctx).flatMap((m) => m.items)[0];
    const count = piece.split(" ").length;
    const own = typed.length === said.length ? typed.slice(at, at + count).join(" ") : piece;
    at += count;
    const phrase = i === 0 && item.quantity ? `${item.quantity.raw} ${own}` : own;
    const { quantity: _own, ...base } = read ?? item;
    return {
      ...base,
      foodText: read?.foodText ?? piece,
      phrase,
      spans: itemSpans(phrase, (read?.foodText ?? piece).split(" ")).spans,
      ...(i === 0 && item.quantity ? { quantity: item.quantity } : {}),
      without: i === 0 ? item.without : [],
      sentence: item.sentence,
      role: "food" as const,
    };
  });
}

const TOLD = /\b(?:a|an|the|of|my)\b/i;
/** Two words may be a food and what it is ("cake pop", "black coffee"): a list typed without commas has three. */
const MIN_LIST_WORDS = 3;
/** WWEIA categories whose foods, said before another food, are its flavour (match-words.json flavourCategories). */
const FLAVOUR_CATEGORIES = USER_WORDS.flavourCategories;
/** Words that describe a food but never name one alone ("red", "common", "thai"): match-words.json neverAlone, cuisines. */
const NEVER_ALONE = new Set([...USER_WORDS.neverAlone, ...USER_WORDS.cuisines]);
const pairsByEngine = new WeakMap<NutritionEngine, Set<string>>();
/** Every two words said one after the other in a USDA name or synonym, stemmed: "lemon pepper", "cream cheese". */
function namedPairs(engine: NutritionEngine): Set<string> {
  let pairs = pairsByEngine.get(engine);
  if (!pairs) {
    pairs = new Set();
    for (const food of engine.db.foods)
      for (const name of [food.description, ...food.synonyms])
        for (const part of name.toLowerCase().split(/[,;()]/)) {
          const said = words(part).map(stem);
          for (let i = 0; i + 1 < said.length; i++) pairs.add(`${said[i]} ${said[i + 1]}`);
        }
    pairsByEngine.set(engine, pairs);
  }
  return pairs;
}
