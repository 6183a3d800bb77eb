import type { MealEntryDraft } from "../../../contracts/index.js";
import {
  applyEditOperations,
  getEngine,
  normalizeText,
  type EditMealResult,
  type EditOperation,
  type NutritionEngine,
  type ReadContext,
} from "../../../nutrition/index.js";
import type { AskModel } from "./chat-model-client.js";
import { readStatedTime, toParsedItem, toQuantity } from "./model-items.js";
import { modelNote, UnusableAnswerError } from "./model-meal-reader.js";
import { EDIT_JSON_SCHEMA, EDIT_PROMPT, modelEditSchema, type ModelEditOperation } from "./reading-schemas.js";

const targetWords = (target: string | null | undefined) =>
  normalizeText(target ?? "")
    .replace(/^(?:the|my|a|an|some)\s+/, "")
    .trim();

function unusable(op: ModelEditOperation, what: string): never {
  throw new UnusableAnswerError(`language model gave a '${op.kind}' operation without ${what}`);
}

/** One operation as the model wrote it → the engine's operation; times are read by the engine's time rules. */
function toOperation(op: ModelEditOperation, instruction: string, ctx: ReadContext): EditOperation {
  const target = targetWords(op.target);
  const [first] = op.items ?? [];
  switch (op.kind) {
    case "add": {
      const items = (op.items ?? []).map(toParsedItem).filter((item) => item.foodText !== "");
      return items.length ? { kind: "add", items } : unusable(op, "items");
    }
    case "remove":
      return target ? { kind: "remove", target } : unusable(op, "a target");
    case "scale": {
      if (op.servings && !target) return { kind: "scale", factor: op.servings, toServings: op.servings };
      if (!op.factor) return unusable(op, "a factor");
      return target ? { kind: "scale", factor: op.factor, target } : { kind: "scale", factor: op.factor };
    }
    case "replace": {
      const replacement = first ? toParsedItem(first) : undefined;
      if (!target || !replacement?.foodText) return unusable(op, "a target and a replacement");
      return { kind: "replace", target, replacement };
    }
    case "set-amount": {
      const quantity = first ? toQuantity(first) : undefined;
      if (!target || !quantity) return unusable(op, "a target and an amount");
      return { kind: "set-amount", target, quantity };
    }
    case "set-time": {
      if (!op.when && !op.meal_type) return unusable(op, "a time");
      return { kind: "set-time", ...readStatedTime(op.when, op.meal_type, instruction, ctx) };
    }
  }
}

/**
 * An edit instruction, read by the model into operations and applied by the engine's editor (which grounds
 * every added or replaced food in the food database). Throws when the answer is unusable; an operation the
 * editor cannot apply comes back as `{ ok: false }` so the caller can decide what to do.
 */
export async function editMealWithModel(
  ask: AskModel,
  model: string,
  meal: MealEntryDraft,
  instruction: string,
  ctx: ReadContext,
  engine: NutritionEngine = getEngine(),
): Promise<EditMealResult> {
  const answer = modelEditSchema.safeParse(
    await ask({
      system: EDIT_PROMPT,
      user: editQuestion(meal, instruction),
      schemaName: "meal_edit",
      schema: EDIT_JSON_SCHEMA,
    }),
  );
  if (!answer.success) throw new UnusableAnswerError("language model answer does not follow the edit schema");
  const operations = answer.data.operations.map((op) => toOperation(op, instruction, ctx));
  const result = applyEditOperations(meal, operations, engine);
  if (!result.ok) return result;
  const notes = [result.meal.notes, modelNote(model)].filter(Boolean).join(" ");
  return { ok: true, meal: { ...result.meal, notes } };
}

/** The model sees the meal's foods (to name targets) and the instruction; never the nutrient numbers. */
function editQuestion(meal: MealEntryDraft, instruction: string): string {
  const foods = meal.items.map((item) => `- ${item.phrase} (${item.quantity} ${item.unit})`).join("\n");
  return `The meal (${meal.meal_type}) has:\n${foods}\n\nInstruction: ${instruction}`;
}
