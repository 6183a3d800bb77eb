import type { MealItem } from "../../contracts/index.js";
import { holdsPart, partNamed } from "../dish-less-part.js";
import type { NutritionEngine } from "../engine.js";
import { describedAgain } from "./describe-item.js";
import { tokensOf } from "./phrase-words.js";
import { nothingToTakeOff, noFoodFor, partNotLighter } from "./refusals.js";
import type { PartWord } from "./vocabulary/part-words.js";

export { holdsPart, partNamed };

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
  // The engine reads "… without the bun" as the user would have logged it: USDA's food without the part, or the
  // dish less the part (dish-less-part.ts).
  const [changed] = fresh;
  const same =
    fresh.length === 1 &&
    changed?.food_id === item.food_id &&
    Math.abs(changed.macros.calories_kcal - item.macros.calories_kcal) < 0.5;
  if (same) return { ok: false, reason: nothingToTakeOff(part?.name ?? partText, item) };
  const after = fresh.reduce((sum, it) => sum + it.macros.calories_kcal, 0);
  if (after > item.macros.calories_kcal + 1) return { ok: false, reason: partNotLighter(part?.name ?? partText, item) };
  return { ok: true, items: fresh };
}
