import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  mealEntrySchema,
  mealHistorySchema,
  mealItemChoicesSchema,
  type MealEntry,
} from "../../src/contracts/index.js";
import { getEngine } from "../../src/nutrition/index.js";
import { createTestApp, signUp, type SignedInUser, type TestApp } from "../helpers/app.js";
import { startTestWorkers, waitForEdit } from "../helpers/jobs.js";
import { seedMeals } from "../helpers/meals.js";

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app);
  bob = await signUp(t.app);
});
afterAll(() => t.close());

const BREAKFAST = "2 scrambled eggs, a slice of toast and a glass of oat milk";
const MILK = 2; // the oat milk's place in the meal

async function seedBreakfast(day = "2026-03-02") {
  const [meal] = await seedMeals(t.database.db, alice.id, BREAKFAST, new Date(`${day}T08:00:00Z`));
  return meal!.id;
}
const choicesUrl = (id: string, index: number | string) => `/api/external/meals/${id}/items/${index}/choices`;
const fixUrl = (id: string, index: number | string) => `/api/external/meals/${id}/items/${index}/fix`;
const fix = (user: SignedInUser, id: string, index: number | string, payload: unknown) =>
  user.request({ method: "POST", url: fixUrl(id, index), payload: payload as object });
const meal = async (id: string): Promise<MealEntry> =>
  mealEntrySchema.parse((await alice.request({ url: `/api/external/meals/${id}` })).json());
const history = async (id: string) =>
  mealHistorySchema.parse((await alice.request({ url: `/api/external/meals/${id}/history` })).json());
/** kcal of `grams` of a food, straight from the food database (per 100 g). */
const kcalOf = (foodId: string, grams: number) => {
  const food = getEngine().db.byId.get(foodId)!;
  return ((food.values[getEngine().db.nutrientKeys.indexOf("calories_kcal")] ?? NaN) * grams) / 100;
};

describe("tap to fix an item", () => {
  it("offers the food's USDA portions, weights and household measures, and the engine's closest other foods", async () => {
    const id = await seedBreakfast();
    const response = await alice.request({ url: choicesUrl(id, MILK) });
    expect(response.statusCode).toBe(200);
    const choices = mealItemChoicesSchema.parse(response.json());
    expect(choices).toMatchObject({ index: MILK, name: "Oat milk", food_name: "Oat milk", amount: 1, unit: "glass" });
    const labels = choices.units.map((u) => u.label);
    // USDA's own portions of oat milk, then weights and measures for a drink.
    expect(labels.slice(0, 2)).toEqual(["cup", "fl oz"]);
    expect(labels).toEqual(expect.arrayContaining(["g", "ml", "glass"]));
    expect(choices.units.find((u) => u.id === "g")?.grams_per_unit).toBe(1);
    expect(choices.units.find((u) => u.label === "cup")?.grams_per_unit).toBe(244);
    expect(choices.alternatives.length).toBeGreaterThanOrEqual(3);
    expect(choices.alternatives.map((a) => a.food_name)).not.toContain("Oat milk");
    expect(choices.alternatives.map((a) => a.food_name)).toContain("Soy milk, sweetened");
  });

  it("sets an amount in grams: numbers from the food database, the words, history and undo follow", async () => {
    const id = await seedBreakfast("2026-03-03");
    const before = await meal(id);
    const milk = before.items[MILK]!;
    const response = await fix(alice, id, MILK, {
      action: "amount",
      amount: 200,
      unit: "g",
      item_food_id: milk.food_id,
    });
    expect(response.statusCode).toBe(200);
    const after = mealEntrySchema.parse(response.json());
    const fixed = after.items[MILK]!;
    expect(fixed).toMatchObject({ food_id: milk.food_id, grams: 200, quantity: 200, unit: "g" });
    expect(fixed.macros.calories_kcal).toBeCloseTo(kcalOf(milk.food_id, 200), 1);
    expect(after.macros.calories_kcal).toBeCloseTo(
      before.macros.calories_kcal - milk.macros.calories_kcal + fixed.macros.calories_kcal,
      1,
    );
    expect(fixed.assumption).toBe("200 g oat milk = 200 g");
    expect(after.description).toBe("2 scrambled eggs, a slice of toast and 200 g of oat milk");
    expect(after.notes).toContain("200 g oat milk = 200 g");
    expect(after.notes).not.toContain("1 glass oat milk");

    const changes = await history(id);
    expect(changes.can_undo).toBe(true);
    expect(changes.items[0]).toMatchObject({ change: "fix", instruction: "Oat milk: 1 glass → 200 g", undone: false });
    expect(changes.items[0]?.before.description).toBe(BREAKFAST);

    const undone = await alice.request({ method: "POST", url: `/api/external/meals/${id}/undo` });
    expect(undone.statusCode).toBe(200);
    const restored = mealEntrySchema.parse(undone.json());
    expect(restored.macros.calories_kcal).toBe(before.macros.calories_kcal);
    expect(restored.items[MILK]).toEqual(milk);
    expect((await history(id)).items.map((c) => [c.change, c.instruction, c.undone])).toEqual([
      ["undo", "Oat milk: 1 glass → 200 g", false],
      ["fix", "Oat milk: 1 glass → 200 g", true],
    ]);
  });

  it("sets an amount in one of USDA's portions, swaps the food, and removes an item", async () => {
    const id = await seedBreakfast("2026-03-04");
    const toast = await alice.request({ url: choicesUrl(id, 1) });
    const thick = mealItemChoicesSchema.parse(toast.json()).units.find((u) => u.label === "large or thick slice")!;
    const twoSlices = mealEntrySchema.parse(
      (await fix(alice, id, 1, { action: "amount", amount: 2, unit: thick.id })).json(),
    );
    expect(twoSlices.items[1]).toMatchObject({ grams: 2 * thick.grams_per_unit, phrase: "2 large slices of toast" });
    expect(twoSlices.items[1]?.assumption).toContain('USDA portion "1 large or thick slice"');

    const choices = mealItemChoicesSchema.parse((await alice.request({ url: choicesUrl(id, MILK) })).json());
    const soy = choices.alternatives.find((a) => a.food_name === "Soy milk, sweetened")!;
    const swapped = await fix(alice, id, MILK, { action: "food", food_id: soy.food_id });
    expect(swapped.statusCode).toBe(200);
    const withSoy = mealEntrySchema.parse(swapped.json());
    expect(withSoy.items[MILK]).toMatchObject({ food_id: soy.food_id, grams: soy.grams });
    expect(withSoy.items[MILK]?.phrase).toBe("a glass of soy milk (sweetened)");
    expect(withSoy.items[MILK]?.macros.calories_kcal).toBeCloseTo(kcalOf(soy.food_id, soy.grams), 1);
    expect(withSoy.title).toBe("Scrambled eggs, toast and soy milk");

    const removed = mealEntrySchema.parse((await fix(alice, id, 0, { action: "remove" })).json());
    expect(removed.items.map((i) => i.phrase)).toEqual(["2 large slices of toast", "a glass of soy milk (sweetened)"]);
    expect(removed.description).toBe("2 large slices of toast and a glass of soy milk (sweetened)");
    expect((await history(id)).items.map((c) => c.instruction)).toEqual([
      "Removed 2 scrambled eggs",
      "Swapped Oat milk for Soy milk, sweetened",
      "Bread: 1 medium or regular slice → 2 large or thick slices",
    ]);
  });

  it("refuses a bad amount, unit, food, action or item with a clear message and leaves the meal as it was", async () => {
    const id = await seedBreakfast("2026-03-05");
    const before = await meal(id);
    const refusals: [unknown, RegExp][] = [
      [{ action: "amount", amount: 0, unit: "g" }, /more than zero/],
      [{ action: "amount", amount: -5, unit: "g" }, /more than zero/],
      [{ action: "amount", amount: "lots", unit: "g" }, /must be a number/],
      [{ action: "amount", amount: 100_000, unit: "g" }, /at most 5,000/],
      [{ action: "amount", amount: 150 }, /Choose a unit/],
      [
        { action: "amount", amount: 2, unit: "furlong" },
        /“furlong” is not a unit for Oat milk\. Choose one of: cup, fl oz, g/,
      ],
      [
        { action: "amount", amount: 30, unit: "usda:0" },
        /“30 cups of oat milk” is more than one meal entry can hold \(at most 5 kg/,
      ],
      [
        { action: "amount", amount: 600, unit: "glass" },
        /more than one meal entry can hold \(at most 500 of one food\)/,
      ],
      [{ action: "food", food_id: "sr:99999" }, /no food “sr:99999” in the food database/],
      [{ action: "food" }, /Choose a food/],
      [{ action: "grow" }, /action must be “amount”, “food” or “remove”/],
      [{ action: "remove", extra: true }, /extra/],
    ];
    for (const [payload, message] of refusals) {
      const response = await fix(alice, id, MILK, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toMatch(message);
    }
    expect((await alice.request({ url: choicesUrl(id, "milk") })).statusCode).toBe(400);
    expect((await fix(alice, id, -1, { action: "remove" })).statusCode).toBe(400);

    const [single] = await seedMeals(t.database.db, alice.id, "a banana", new Date("2026-03-05T10:00:00Z"));
    const onlyItem = await fix(alice, single!.id, 0, { action: "remove" });
    expect(onlyItem.statusCode).toBe(400);
    expect(onlyItem.json().message).toBe("Removing “a banana” would leave the meal empty; delete the meal instead.");

    expect(await meal(id)).toEqual(before);
    expect((await history(id)).items).toEqual([]);
  });

  it("answers 401 without sign-in, 404 for an unknown meal or item, and refuses another user's meal", async () => {
    const id = await seedBreakfast("2026-03-06");
    const before = await meal(id);
    expect((await t.app.inject({ url: choicesUrl(id, 0) })).statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: "POST", url: fixUrl(id, 0), payload: { action: "remove" } });
    expect(anonymous.statusCode).toBe(401);

    expect((await alice.request({ url: choicesUrl("no-such-meal", 0) })).statusCode).toBe(404);
    expect((await fix(alice, "no-such-meal", 0, { action: "remove" })).statusCode).toBe(404);
    const noItem = await alice.request({ url: choicesUrl(id, 3) });
    expect(noItem.statusCode).toBe(404);
    expect(noItem.json().message).toBe("Item not found.");
    expect((await fix(alice, id, 3, { action: "amount", amount: 1, unit: "g" })).statusCode).toBe(404);

    expect((await bob.request({ url: choicesUrl(id, 0) })).statusCode).toBe(404);
    const stranger = await fix(bob, id, 0, { action: "remove" });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe("Meal not found.");
    expect(await meal(id)).toEqual(before);
  });

  it("answers 409 while a typed edit is waiting, and when the item changed since the client read it", async () => {
    const id = await seedBreakfast("2026-03-07");
    const stale = await fix(alice, id, MILK, { action: "remove", item_food_id: "fndds:11111000" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed since you opened it/);

    // No worker runs, so the typed edit stays queued.
    await alice.request({
      method: "POST",
      url: `/api/external/meals/${id}/edit-nl`,
      payload: { instructions: "double it" },
    });
    const busy = await fix(alice, id, MILK, { action: "amount", amount: 200, unit: "g" });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe("This meal is being edited. Fix the item once that edit has finished.");
    expect((await meal(id)).items[MILK]?.grams).toBe(247.5);
  });
});

describe("every change of a meal is in its history", () => {
  it("records a typed move to another time or meal as a move, with the time before, and undoes it", async () => {
    const id = await seedBreakfast("2026-03-08");
    const workers = startTestWorkers(t.database, t.env);
    try {
      const queued = await alice.request({
        method: "POST",
        url: `/api/external/meals/${id}/edit-nl`,
        payload: { instructions: "it was lunch", time_zone: "UTC" },
      });
      expect(queued.statusCode).toBe(202);
      expect((await waitForEdit(alice, id)).status).toBe("completed");
      expect((await meal(id)).meal_type).toBe("lunch");
      const fixed = await fix(alice, id, 1, { action: "remove" });
      expect(fixed.statusCode).toBe(200);
    } finally {
      await workers.stop();
    }
    const changes = await history(id);
    expect(changes.items.map((c) => [c.change, c.instruction])).toEqual([
      ["fix", "Removed a slice of toast"],
      ["move", "it was lunch"],
    ]);
    expect(changes.items[1]?.before).toMatchObject({ meal_type: "breakfast", consumed_at: "2026-03-08T08:00:00.000Z" });

    await alice.request({ method: "POST", url: `/api/external/meals/${id}/undo` });
    const back = mealEntrySchema.parse(
      (await alice.request({ method: "POST", url: `/api/external/meals/${id}/undo` })).json(),
    );
    expect(back.meal_type).toBe("breakfast");
    expect(back.description).toBe(BREAKFAST);
    expect((await history(id)).can_undo).toBe(false);
  });
});
