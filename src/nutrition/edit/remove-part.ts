import type { MealItem } from "../../contracts/index.js";
import type { NutritionEngine } from "../engine.js";
import { defaultPortion } from "../portion/resolve-portion.js";
import { itemLess, itemsFor } from "./describe-again.js";
import { describedAgain } from "./describe-item.js";
import { findWords, tokensOf } from "./phrase-words.js";
import { nothingToTakeOff, noFoodFor, partNotLighter } from "./refusals.js";
import { PART_WORDS, type PartWord } from "./vocabulary/part-words.js";

export const partNamed = (words: string): PartWord | undefined =>
  PART_WORDS.find((p) => p.words.includes(words) || p.name === words);

const NOT_HELD = /\b(?:without|no) [a-z ]+|[a-z/ ]+ not eaten\b/g;

/** True when USDA's name of the food says it holds the part ("Turkey sandwich on white, with cheese"). */
export function holdsPart(foodName: string, part: PartWord): boolean {
  const name = foodName.toLowerCase().replace(NOT_HELD, " ");
  return part.inDishes.some((w) => name.includes(w)) || part.words.some((w) => findWords(tokensOf(name), w).length > 0);
}

/** The item's phrase without the part: "a turkey sandwich with cheese" → "a turkey sandwich"; else "… without cheese". */
function phraseWithout(phrase: string, partText: string, part: PartWord | undefined): string {
  let text = tokensOf(phrase).join(" ");
  const said = [partText, ...(part?.words ?? [])].sort((a, b) => b.length - a.length);
  let changed = false;
  for (const word of said) {
    const pattern = new RegExp(
      `(?:,? (?:with|and|plus|topped with|extra))?(?: (?:the|a|some|extra|a slice of|a little))? ${word}\\b`,
      "g",
    );
    const next = ` ${text}`.replace(pattern, "").trim();
    if (next !== text && next.length > 0) {
      text = next;
      changed = true;
    }
  }
  for (const [dish, plain] of Object.entries(part?.renames ?? {})) {
    const next = text.replace(new RegExp(`\\b${dish}\\b`), plain);
    if (next !== text) {
      text = next;
      changed = true;
    }
  }
  return changed ? text : `${text} without ${part?.words[0] ?? partText}`;
}

/**
 * A dish without one of its parts: USDA's food without it where the engine finds one, else the dish less the
 * part as the engine weighs it ("a slice of american cheese" per sandwich). Returns the reason when neither fits.
 */
export function withoutPart(
  item: MealItem,
  partText: string,
  engine: NutritionEngine,
): { ok: true; items: MealItem[] } | { ok: false; reason: string } {
  const part = partNamed(partText);
  const phrase = phraseWithout(item.phrase, partText, part);
  const fresh = describedAgain(item, phrase, engine);
  if (!fresh) return { ok: false, reason: noFoodFor(phrase) };
  let [changed] = fresh;
  if (fresh.length === 1 && changed && part?.takeOff && holdsPart(changed.food_name, part)) {
    const [piece] = itemsFor(part.takeOff, engine);
    const food = engine.db.byId.get(changed.food_id);
    const one = food ? (defaultPortion(food)?.grams ?? food.portions[0]?.grams) : undefined;
    // A part is a small share of its dish: a dish USDA weighs at twice the part or less cannot hold it.
    if (piece && one && piece.grams <= one / 2) {
      const dishes = Math.max(0.25, Math.round((changed.grams / one) * 4) / 4);
      const less = itemLess(changed, piece, dishes);
      changed = {
        ...less,
        assumption: `${changed.assumption ?? ""}; less ${dishes === 1 ? "" : `${dishes} × `}${part.takeOff} (${Math.round(piece.grams * dishes)} g, USDA "${piece.food_name}")`,
      };
      return { ok: true, items: [changed] };
    }
  }
  const same =
    fresh.length === 1 &&
    changed?.food_id === item.food_id &&
    Math.abs(changed.macros.calories_kcal - item.macros.calories_kcal) < 0.5;
  if (same) return { ok: false, reason: nothingToTakeOff(part?.name ?? partText, item) };
  const after = fresh.reduce((sum, it) => sum + it.macros.calories_kcal, 0);
  if (after > item.macros.calories_kcal + 1) return { ok: false, reason: partNotLighter(part?.name ?? partText, item) };
  return { ok: true, items: fresh };
}
