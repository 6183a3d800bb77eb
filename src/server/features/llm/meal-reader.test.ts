import { describe, expect, it } from "vitest";
import type { MealEntryDraft } from "../../../contracts/index.js";
import { analyzeMeal } from "../../../nutrition/index.js";
import { loadEnv } from "../../env.js";
import { ModelError, type AskModel, type JsonQuestion } from "./chat-model-client.js";
import { builtInMealReader, createModelMealReader, mealReaderFrom } from "./meal-reader.js";

const now = new Date("2026-03-10T13:00:00Z");
const options = { now, timeZone: "UTC" };
const item = (food: string, quantity: number | null = null, unit: string | null = null) => ({
  food,
  quantity,
  unit,
  size: null,
  without: [],
});

/** A model that always gives `answer` (or throws it when it is an Error), remembering what it was asked. */
function fakeModel(answer: unknown) {
  const asked: JsonQuestion[] = [];
  const ask: AskModel = async (question) => {
    asked.push(question);
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { asked, reader: createModelMealReader(ask, "tiny-llm") };
}

function mealOf(text: string, at = now): MealEntryDraft {
  const read = analyzeMeal(text, { now: at, timeZone: "UTC" });
  if (!read.ok) throw new Error(read.reason);
  return read.meals[0] as MealEntryDraft;
}

describe("reading meal text with a model", () => {
  it("makes one entry per meal the model found, each timed by the engine's rules", async () => {
    const { reader } = fakeModel({
      meals: [
        { meal_type: "breakfast", when: null, items: [item("scrambled eggs", 2)] },
        { meal_type: "lunch", when: null, items: [item("turkey sandwich", 1)] },
      ],
    });
    const read = await reader.readMeal("eggs for breakfast, a turkey sandwich for lunch", options);
    if (!read.ok) throw new Error(read.reason);
    expect(read.meals.map((m) => [m.meal_type, m.consumed_at])).toEqual([
      ["breakfast", "2026-03-10T08:00:00.000Z"],
      ["lunch", "2026-03-10T13:00:00.000Z"],
    ]);
    expect(read.meals.map((m) => m.description)).toEqual(["2 scrambled eggs", "1 turkey sandwich"]);
    expect(read.meals.every((m) => m.notes.includes("Read by language model tiny-llm"))).toBe(true);
  });

  it.each([
    ["throws", new ModelError("language model answered 503")],
    ["answers in the wrong shape", { foods: ["apple"] }],
    ["gives calories instead of foods", { meals: [{ items: [{ food: "", calories: 300 }] }] }],
    ["finds nothing", { meals: [] }],
  ])("lets the built-in engine answer when the model %s", async (_label, answer) => {
    const { reader, asked } = fakeModel(answer);
    const text = "a bowl of oatmeal with blueberries";
    expect(await reader.readMeal(text, options)).toEqual(analyzeMeal(text, options));
    expect(asked).toHaveLength(1);
  });
});

describe("editing a meal with a model", () => {
  const meal = mealOf("a cup of white rice and a grilled chicken breast");

  it("moves the meal to the day the instruction names, keeping its clock time", async () => {
    const { reader } = fakeModel({ operations: [{ kind: "set-time", when: "yesterday", meal_type: null }] });
    const edited = await reader.editMeal(meal, "oh that was yesterday", now, "UTC");
    if (!edited.ok) throw new Error(edited.reason);
    expect(edited.meal.consumed_at).toBe("2026-03-09T13:00:00.000Z");
    expect(edited.meal.macros).toEqual(meal.macros);
  });

  it("scales one item and removes another", async () => {
    const { reader, asked } = fakeModel({
      operations: [
        { kind: "scale", target: "the rice", factor: 2 },
        { kind: "remove", target: "chicken" },
      ],
    });
    const edited = await reader.editMeal(meal, "twice the rice, and I skipped the chicken", now, "UTC");
    if (!edited.ok) throw new Error(edited.reason);
    expect(edited.meal.items).toHaveLength(1);
    expect(edited.meal.items[0]?.grams).toBeCloseTo((meal.items[0]?.grams ?? 0) * 2, 0);
    expect(asked[0]?.user).toContain("twice the rice, and I skipped the chicken");
    expect(asked[0]?.user).not.toMatch(/kcal|calorie/i);
  });

  it.each([
    ["throws", new ModelError("timeout")],
    ["names no target to remove", { operations: [{ kind: "remove", target: null }] }],
    ["targets a food the meal does not have", { operations: [{ kind: "remove", target: "pizza" }] }],
  ])("lets the built-in editor answer when the model %s", async (_label, answer) => {
    const { reader } = fakeModel(answer);
    const expected = await builtInMealReader.editMeal(meal, "remove the rice", now, "UTC");
    expect(await reader.editMeal(meal, "remove the rice", now, "UTC")).toEqual(expected);
    expect(expected.ok).toBe(true);
  });
});

describe("choosing the reader from the configuration", () => {
  it("uses the built-in engine unless both LLM_BASE_URL and LLM_MODEL are set", () => {
    expect(mealReaderFrom(loadEnv({}))).toBe(builtInMealReader);
    expect(mealReaderFrom(loadEnv({ LLM_BASE_URL: "http://127.0.0.1:11434" }))).toBe(builtInMealReader);
    const env = loadEnv({ LLM_BASE_URL: "http://127.0.0.1:11434", LLM_MODEL: "llama3.2" });
    expect(env.LLM_TIMEOUT_MS).toBe(8000);
    expect(mealReaderFrom(env)).not.toBe(builtInMealReader);
  });
});
