import { mealEntryDraftSchema, type MealEntryDraft, type MealItem, type MealType } from "../contracts/index.js";
import { getEngine, type NutritionEngine } from "./engine.js";
import { mealTitle } from "./meal-title.js";
import { sumNutrients } from "./nutrients/scale-nutrients.js";

export interface EntryMeta {
  /** The user's words for this meal (becomes the description). */
  text: string;
  consumedAt: Date;
  mealType: MealType;
  /** Extra notes to keep (e.g. "Left out: cheese", "Could not read: …"). */
  notes?: string[];
}

/** A later meal's words start where the splitter cut: ", then a chicken burrito for lunch" → "a chicken burrito for lunch". */
export function cleanMealText(text: string): string {
  return text
    .trim()
    .replace(/^(?:[\s,.;:!?&-]+|(?:and then|then|and|later|afterwards|after that|also|plus)\b)+/i, "")
    .replace(/[\s,;:&-]+$/, "")
    .trim();
}

/** A food in a few words, as titles say it: "Oat milk", "Bread". */
export function shortName(foodName: string): string {
  const [head, second] = foodName.split(",").map((s) => s.trim());
  const name =
    second && !/^(NFS|NS as to|raw|cooked|from|made|with)/i.test(second) && head && head.length < 14
      ? `${head}, ${second}`
      : (head ?? foodName);
  return name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
}

function tagsFor(items: MealItem[], mealType: MealType, engine: NutritionEngine): string[] {
  const tags = new Set<string>([mealType]);
  for (const it of items) {
    const cat = engine.db.byId.get(it.food_id)?.categoryName;
    if (cat) tags.add(cat.toLowerCase());
  }
  return [...tags];
}

/** Items → one meal entry with every field of the contract; totals are always recomputed from the items. */
export function assembleEntry(
  items: MealItem[],
  meta: EntryMeta,
  engine: NutritionEngine = getEngine(),
): MealEntryDraft {
  const totals = sumNutrients(items);
  const grams = items.reduce((s, it) => s + it.grams, 0);
  const kcal = items.reduce((s, it) => s + it.macros.calories_kcal, 0);
  // Confidence follows where the calories are: a wrong guess on the biggest item matters most.
  const confidence =
    items.length === 0
      ? 0
      : kcal > 0
        ? items.reduce((s, it) => s + it.confidence * it.macros.calories_kcal, 0) / kcal
        : items.reduce((s, it) => s + it.confidence, 0) / items.length;
  const assumed = items.map((it) => it.assumption).filter((a): a is string => Boolean(a));
  const notes = [...(meta.notes ?? []), ...(assumed.length ? [`Assumed: ${assumed.join("; ")}.`] : [])].join(" ");
  const single = items.length === 1 ? items[0] : undefined;
  return mealEntryDraftSchema.parse({
    title: mealTitle(items),
    description: cleanMealText(meta.text) || meta.text.trim(),
    tags: tagsFor(items, meta.mealType, engine),
    macros: totals.macros,
    serving: {
      servings: 1,
      serving_size_g: Math.round(grams * 10) / 10,
      household_unit: single ? `${single.quantity} ${single.unit}` : "meal",
    },
    lipids_detail: totals.lipids_detail,
    micros: totals.micros,
    consumed_at: meta.consumedAt.toISOString(),
    meal_type: meta.mealType,
    confidence_score: Math.round(Math.max(0, Math.min(1, confidence)) * 100) / 100,
    notes,
    items,
  });
}
