import type { NutritionEngine } from "./engine.js";
import { headNoun, matchFood } from "./match/match-food.js";
import { phraseFood } from "./match/food-phrases.js";
import { USER_WORDS } from "./match/match-words.js";
import { stem, words } from "./match/tokenize.js";
import {
  chainDishIn,
  isChainName,
  isChainSize,
  isFillingCategory,
  joinChainNames,
} from "./parse/lexicon/chain-names.js";
import { SIZE_BY_WORD, UNIT_BY_WORD } from "./parse/lexicon/unit-words.js";
import type { ParsedItem } from "./parse/types.js";
import { SUB_LENGTH_TOKENS } from "./portion/units.js";
import { UNITS_TABLE } from "./vocabulary/units.js";

/** Words that describe a food but never name one ("dark", "spicy"): "popeyes 2 pc dark" orders the chain's dish. */
const NEVER_ALONE = new Set(USER_WORDS.neverAlone);
/** The dish only a sub's length measures. */
const SUB = UNITS_TABLE.lengths.of[0] as string;
/** A sub said by any of its nouns ("submarine sandwich", "hoagie") is named already. */
const SUB_NOUNS = new Set(UNITS_TABLE.lengths.of.map(stem));

/**
 * "little caesars 4 crazy bread & 2 slices pepperoni", "jimmy johns turkey tom": at a chain known for one dish
 * (assets/chain-menus.json `dish`), a meat or cheese said without a dish of its own is in that dish: pepperoni pizza,
 * a turkey sub. Only when USDA has that dish with it; what is no filling (bread, chips, a drink) stays itself.
 * "footlong spicy italian", "6 inch turkey": a sub's length says the item is a sub, whatever its words name.
 */
export function inChainDish(items: ParsedItem[], engine: NutritionEngine): ParsedItem[] {
  const chainDish = chainDishIn(items.flatMap((i) => words(i.phrase)));
  return items.map((item) => {
    const subLength = item.foodText.split(" ").some((w) => SUB_LENGTH_TOKENS.has(w));
    const dish = subLength ? SUB : chainDish;
    if (!dish || item.role !== "food") return item;
    const dishStem = stem(dish);
    const said = words(item.foodText).map(stem);
    if (said.includes(dishStem) || (subLength && said.some((w) => SUB_NOUNS.has(w)))) return item;
    // "whataburger #1", "jersey mikes regular", "popeyes 2 pc dark": the chain's name, maybe with a size of its own
    // or the pieces counted and what kind, orders its dish (not what the phrase table names: "kfc bowl").
    const typed = joinChainNames(words(item.foodText));
    const chainOnly =
      typed.some((w) => w.includes("_") || isChainName(w)) &&
      typed.every(
        (w) =>
          w.includes("_") ||
          isChainName(w) ||
          isChainSize(w) ||
          SIZE_BY_WORD.has(w) ||
          UNIT_BY_WORD.get(w) === "piece" ||
          NEVER_ALONE.has(w),
      ) &&
      !phraseFood(item.foodText, engine.index.phrases);
    const chainWords = words(item.foodText).filter((w) => UNIT_BY_WORD.get(w) !== "piece");
    if (!subLength && chainOnly) return { ...item, foodText: `${chainWords.join(" ")} ${dish}` };
    const plain = matchFood(item.foodText, engine.index, item.without);
    if (!plain || (!subLength && !isFillingCategory(plain.food.category))) return item;
    const foodText = `${item.foodText} ${dish}`;
    const inDish = matchFood(foodText, engine.index, item.without);
    const named = inDish && new Set(words(inDish.food.description).map(stem));
    // The dish must name what was said in it: "6 hot wings" at a pizza place are wings, not a chicken pizza. A sub
    // named by its menu name ("spicy italian" is Subway's cold cut sub) needs only to be a sub.
    const head = headNoun(item.foodText, engine.index);
    if (!named?.has(dishStem) || (!subLength && (head === undefined || !named.has(head)))) return item;
    return { ...item, foodText };
  });
}
