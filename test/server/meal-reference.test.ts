import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  chatJobSchema,
  mealEntrySchema,
  mealHistorySchema,
  mealPreviewSchema,
  type MealEntry,
  type MealEntryDraft,
} from "../../src/contracts/index.js";
import { analyzeMeal } from "../../src/nutrition/index.js";
import { schema } from "../../src/server/db/index.js";
import { createTestApp, signUp, type SignedInUser, type TestApp } from "../helpers/app.js";
import { startTestWorkers, waitForChatJob } from "../helpers/jobs.js";
import { seedMeals } from "../helpers/meals.js";

const TIME_ZONE = "Europe/Paris";
// Wednesday 25 November 2026, 10:30 in Paris: breakfast time. "Yesterday" is Tuesday 24, "Monday" the 23rd.
const NOW = new Date("2026-11-25T09:30:00Z");

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
const seeded: Record<string, MealEntry[]> = {};

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  const seed = async (name: string, user: SignedInUser, text: string, at: string) => {
    const rows = await seedMeals(t.database.db, user.id, text, new Date(at), TIME_ZONE);
    const meals = await Promise.all(
      rows.map(async (row) =>
        mealEntrySchema.parse((await user.request({ url: `/api/external/meals/${row.id}` })).json()),
      ),
    );
    seeded[name] = [...(seeded[name] ?? []), ...meals];
  };
  await seed("aliceTuesdayBreakfast", alice, "2 scrambled eggs and a slice of toast", "2026-11-24T07:30:00Z");
  await seed("aliceTuesdayLunch", alice, "a turkey sandwich and an apple", "2026-11-24T11:45:00Z");
  await seed("aliceMondayLunch", alice, "a bowl of tomato soup", "2026-11-23T11:30:00Z");
  await seed("aliceTuesdayDinner", alice, "grilled salmon with rice", "2026-11-24T18:00:00Z");
  await seed("aliceTuesdayDinner", alice, "a glass of red wine", "2026-11-24T19:00:00Z");
  await seed("bobMondayBreakfast", bob, "a bowl of oatmeal", "2026-11-23T07:00:00Z");
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** Submits the text as the composer does, with its submission time pinned to NOW, and runs it. */
async function submit(user: SignedInUser, message: string) {
  const queued = await user.request({
    method: "POST",
    url: "/api/external/chat/queue",
    payload: { session_id: "references", message, time_zone: TIME_ZONE },
  });
  expect(queued.statusCode).toBe(201);
  const id = chatJobSchema.parse(queued.json()).id;
  await t.database.db.update(schema.chatJobs).set({ createdAt: NOW }).where(eq(schema.chatJobs.id, id));
  const workers = startTestWorkers(t.database, t.env);
  try {
    const job = await waitForChatJob(t.database.db, id);
    const rows = await t.database.db.select().from(schema.foodEntries).where(eq(schema.foodEntries.chatJobId, id));
    const entries = await Promise.all(
      rows.map(async (row) =>
        mealEntrySchema.parse((await user.request({ url: `/api/external/meals/${row.id}` })).json()),
      ),
    );
    return { job, entries };
  } finally {
    await workers.stop();
  }
}

const kcal = (meals: readonly { macros: { calories_kcal: number } }[]) =>
  meals.reduce((sum, meal) => sum + meal.macros.calories_kcal, 0);
const itemsOf = (meals: readonly MealEntryDraft[]) => meals.flatMap((meal) => meal.items);

describe("logging a meal by pointing at an earlier one", () => {
  it("'same breakfast as yesterday' copies yesterday's breakfast, numbers as stored, to this morning", async () => {
    const { job, entries } = await submit(alice, "Same breakfast as yesterday");
    expect(job.status).toBe("completed");
    expect(entries).toHaveLength(1);
    const [copy] = entries;
    const [source] = seeded.aliceTuesdayBreakfast!;
    expect(copy!.id).not.toBe(source!.id);
    expect(copy!.items).toEqual(source!.items);
    expect(copy!.macros).toEqual(source!.macros);
    expect(copy!.meal_type).toBe("breakfast");
    // 10:30 in Paris fits breakfast: the copy is eaten now.
    expect(copy!.consumed_at).toBe(NOW.toISOString());
    expect(copy!.notes).toContain("Copied from your breakfast on Tuesday 24 November.");

    // Its history starts with the meal it was copied from, seen by its owner only.
    const history = mealHistorySchema.parse(
      (await alice.request({ url: `/api/external/meals/${copy!.id}/history` })).json(),
    );
    expect(history.items.map((c) => [c.change, c.instruction, c.before.title, c.before.consumed_at])).toEqual([
      ["copy", "Copied with “Same breakfast as yesterday”", source!.title, source!.consumed_at],
    ]);
    expect(history.can_undo).toBe(false);
    expect((await bob.request({ url: `/api/external/meals/${copy!.id}/history` })).statusCode).toBe(404);
  });

  it("'what I had for lunch yesterday plus a coffee' copies the lunch and adds the coffee the engine reads", async () => {
    const { job, entries } = await submit(alice, "what I had for lunch yesterday plus a coffee");
    expect(job.status).toBe("completed");
    expect(entries).toHaveLength(1);
    const coffee = analyzeMeal("a coffee", { now: NOW, timeZone: TIME_ZONE });
    if (!coffee.ok) throw new Error(coffee.reason);
    const lunch = seeded.aliceTuesdayLunch!;
    expect(entries[0]!.items).toEqual([...itemsOf(lunch), ...itemsOf(coffee.meals)]);
    expect(entries[0]!.macros.calories_kcal).toBeCloseTo(kcal(lunch) + kcal(coffee.meals), 1);
    expect(entries[0]!.meal_type).toBe("lunch");
    // Lunch had not come yet at 10:30: the copy goes at lunch's usual time, which is later than now, so now.
    expect(entries[0]!.consumed_at).toBe(NOW.toISOString());
  });

  it("'same as Monday lunch' copies Monday's lunch, not yesterday's", async () => {
    const { entries } = await submit(alice, "same as Monday lunch");
    expect(entries).toHaveLength(1);
    expect(entries[0]!.items).toEqual(itemsOf(seeded.aliceMondayLunch!));
  });

  it("'the same lunch again', without a day, copies the latest lunch", async () => {
    const { job, entries } = await submit(alice, "the same lunch again");
    expect(job.status).toBe("completed");
    expect(entries[0]!.items).toEqual(itemsOf(seeded.aliceTuesdayLunch!));
    expect(entries[0]!.notes).toContain("Copied from your lunch on Tuesday 24 November.");
  });

  it("'same dinner as last night' copies every entry of that dinner into one", async () => {
    const { entries } = await submit(alice, "the same dinner as last night");
    expect(entries).toHaveLength(1);
    const dinner = seeded.aliceTuesdayDinner!;
    expect(dinner).toHaveLength(2);
    expect(entries[0]!.items).toEqual(itemsOf(dinner));
    expect(entries[0]!.macros.calories_kcal).toBeCloseTo(kcal(dinner), 1);
    expect(entries[0]!.meal_type).toBe("dinner");
  });

  it("never copies another user's meal: without one of their own the job fails saying which meal it looked for", async () => {
    // Alice had breakfast yesterday; Bob did not.
    const { job, entries } = await submit(bob, "same breakfast as yesterday");
    expect(job.status).toBe("failed");
    expect(job.error).toBe("I couldn't find a breakfast on Tuesday 24 November to copy.");
    expect(entries).toEqual([]);
    const bobsMeals = await t.database.db
      .select({ id: schema.foodEntries.id })
      .from(schema.foodEntries)
      .where(eq(schema.foodEntries.userId, bob.id));
    expect(bobsMeals).toHaveLength(1);
  });

  it("asks which meal when the text names only a day, and logs nothing", async () => {
    const { job, entries } = await submit(alice, "same as yesterday");
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(/^Say which meal to copy/);
    expect(entries).toEqual([]);
  });

  it("still reads a meal that only mentions an earlier time as a meal ('what I had for lunch was a burger')", async () => {
    const { job, entries } = await submit(alice, "what I had for lunch was a cheeseburger");
    expect(job.status).toBe("completed");
    expect(entries[0]!.items.map((item) => item.food_name.toLowerCase()).join(" ")).toMatch(/burger/);
  });
});

describe("previewing a text that points at an earlier meal", () => {
  const preview = (user: SignedInUser | undefined, message: string) => {
    const request = {
      method: "POST" as const,
      url: "/api/external/meals/preview",
      payload: { message, time_zone: TIME_ZONE },
    };
    return user ? user.request(request) : t.app.inject(request);
  };

  it("shows the signed-in user the copy of their own meal, and another user that they have none", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    const mine = mealPreviewSchema.parse((await preview(alice, "what I had for lunch yesterday plus a coffee")).json());
    const coffee = analyzeMeal("a coffee", { now: NOW, timeZone: TIME_ZONE });
    if (!coffee.ok) throw new Error(coffee.reason);
    expect(mine.reason).toBeNull();
    expect(mine.totals.calories_kcal).toBeCloseTo(kcal(seeded.aliceTuesdayLunch!) + kcal(coffee.meals), 1);
    const bobs = mealPreviewSchema.parse((await preview(bob, "what I had for lunch yesterday plus a coffee")).json());
    expect(bobs.meals).toEqual([]);
    expect(bobs.reason).toBe("I couldn't find a lunch on Tuesday 24 November to copy.");
  });

  it("tells a signed-out visitor it would copy the meal instead of reading the words as food", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    const response = await preview(undefined, "same breakfast as yesterday");
    expect(response.statusCode).toBe(200);
    const body = mealPreviewSchema.parse(response.json());
    expect(body.meals).toEqual([]);
    expect(body.totals.calories_kcal).toBe(0);
    expect(body.reason).toBe("Signed in, this copies a breakfast on Tuesday 24 November from your log.");
  });
});
