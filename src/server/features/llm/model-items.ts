import type { MealType } from "../../../contracts/index.js";
import {
  findTimeMentions,
  foldMentions,
  itemSpans,
  normalizeText,
  readPureQuantity,
  resolveTime,
  type ParsedItem,
  type ParsedQuantity,
  type ReadContext,
} from "../../../nutrition/index.js";
import type { ModelItem } from "./reading-schemas.js";

// Words a model puts in `unit` for a plain count ("2 whole eggs"): the count is the amount, without a unit.
const COUNT_WORDS = new Set(["whole", "each", "item", "items", "unit", "units", "count", "x", "ea"]);

const cleanWords = (text: string) =>
  normalizeText(text)
    .replace(/[^\p{L}\p{N}%'&_ -]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The model's amount, read by the engine's own amount reader so every unit spelling it knows maps to a unit id. */
export function toQuantity(item: Pick<ModelItem, "quantity" | "unit" | "size">): ParsedQuantity | undefined {
  const size = item.size ?? undefined;
  if (item.quantity === null || item.quantity === undefined) return size ? { amount: 1, size, raw: size } : undefined;
  const amount = Math.round(item.quantity * 1000) / 1000;
  const unit = cleanWords(item.unit ?? "");
  const words = [String(amount), size, COUNT_WORDS.has(unit) ? "" : unit].filter(Boolean).join(" ");
  const read = readPureQuantity(normalizeText(words)) ?? readPureQuantity(normalizeText(`${amount} ${size ?? ""}`));
  return read ?? { amount, raw: String(amount) };
}

/** One food the model read → the parsed item the engine grounds (`resolveItem`), as the built-in reader would give it. */
export function toParsedItem(item: ModelItem): ParsedItem {
  const foodText = cleanWords(item.food);
  const quantity = toQuantity(item);
  const phrase = [quantity?.raw, foodText].filter(Boolean).join(" ");
  return {
    phrase,
    spans: itemSpans(phrase, foodText.split(" "), quantity?.raw.split(" ")).spans,
    foodText,
    quantity,
    without: (item.without ?? []).map(cleanWords).filter(Boolean),
    role: "food",
  };
}

/**
 * When a meal was eaten, from the model's time words and meal type, by the engine's own time rules relative to
 * `ctx.now` (or to `ctx.anchor` when editing). Time words that do not occur in what the user wrote are ignored:
 * the model copies them, it does not get to invent a day.
 */
export function readStatedTime(
  when: string | null | undefined,
  mealType: MealType | null | undefined,
  userText: string,
  ctx: ReadContext,
): { consumedAt: Date; mealType: MealType } {
  const words = when ? normalizeText(when) : "";
  const copied = words !== "" && normalizeText(userText).includes(words);
  const statement = foldMentions(copied ? findTimeMentions(words) : []);
  if (mealType) statement.mealType ??= mealType;
  const time = resolveTime(statement, ctx.now, ctx.timeZone, ctx.anchor);
  return { consumedAt: time.consumedAt, mealType: time.mealType };
}
