import { eq } from "drizzle-orm";
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MealEntryDraft } from "../../src/contracts/index.js";
import { analyzeMeal, getEngine, scaleNutrients } from "../../src/nutrition/index.js";
import { schema } from "../../src/server/db/index.js";
import { createTestApp, signUp, type SignedInUser, type TestApp } from "../helpers/app.js";
import { startTestWorkers, waitForChatJob, waitForEdit } from "../helpers/jobs.js";
import { seedMeals } from "../helpers/meals.js";

/** A fake OpenAI-compatible chat server on loopback: what it answers is set per test. */
type Mode = "answer" | "error" | "not json" | "slow" | "no food";
let mode: Mode = "answer";
let answer: unknown = {};
const requests: { url: string; auth: string | undefined; body: Record<string, unknown> }[] = [];

async function readJson(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
}
const completion = (content: string) => JSON.stringify({ choices: [{ message: { role: "assistant", content } }] });

let llm: Server;
let t: TestApp;
let workers: ReturnType<typeof startTestWorkers>;
let alice: SignedInUser;

beforeAll(async () => {
  llm = createServer(async (request, response) => {
    requests.push({ url: request.url ?? "", auth: request.headers.authorization, body: await readJson(request) });
    if (mode === "slow") await new Promise((resolve) => setTimeout(resolve, 5000));
    if (mode === "error")
      return void response
        .writeHead(500, { "content-type": "application/json" })
        .end('{"error":{"message":"overloaded"}}');
    const content =
      mode === "not json"
        ? "Sure! Here are the foods: oats, banana"
        : JSON.stringify(mode === "no food" ? { meals: [] } : answer);
    response.writeHead(200, { "content-type": "application/json" }).end(completion(content));
  });
  llm.listen(0, "127.0.0.1");
  await once(llm, "listening");
  const url = `http://127.0.0.1:${(llm.address() as AddressInfo).port}`;
  t = await createTestApp({
    LLM_BASE_URL: `${url}/v1`,
    LLM_MODEL: "fake-llm",
    LLM_API_KEY: "test-key",
    LLM_TIMEOUT_MS: "2000",
  });
  workers = startTestWorkers(t.database, t.env);
  alice = await signUp(t.app);
});
afterAll(async () => {
  await workers.stop();
  await t.close();
  llm.close();
});
beforeEach(() => {
  mode = "answer";
  requests.length = 0;
});

async function logMeal(message: string) {
  const queued = await alice.request({
    method: "POST",
    url: "/api/external/chat/queue",
    payload: { message, time_zone: "UTC" },
  });
  expect(queued.statusCode).toBe(201);
  const job = await waitForChatJob(t.database.db, queued.json().id);
  const entries = await t.database.db.select().from(schema.foodEntries).where(eq(schema.foodEntries.chatJobId, job.id));
  return { job, entries };
}

async function editAndWait(id: string, instructions: string) {
  const started = await alice.request({
    method: "POST",
    url: `/api/external/meals/${id}/edit-nl`,
    payload: { instructions, time_zone: "UTC" },
  });
  expect(started.statusCode).toBe(202);
  return waitForEdit(alice, id);
}

const item = (food: string, quantity: number | null, unit: string | null, size: string | null = null) => ({
  food,
  quantity,
  unit,
  size,
  without: [],
});
const MODEL_NOTE = "Read by language model fake-llm; nutrients from USDA FoodData Central.";

describe("meal text read by a language model", () => {
  it("stores the foods the model read, with every number from the food database", async () => {
    // The user never says "oats" or "banana": only the model could have read them.
    answer = {
      meals: [
        {
          meal_type: "breakfast",
          when: "yesterday",
          items: [item("rolled oats", 1, "cup"), item("banana", 1, null, "medium")],
        },
      ],
    };
    const text = "yesterday I had my usual breakfast";
    const { job, entries } = await logMeal(text);
    expect(job).toMatchObject({ status: "completed", error: null });
    expect(entries).toHaveLength(1);
    const entry = (entries[0]?.aiAnalysis as { entry: MealEntryDraft }).entry;
    expect(entry.items.map((i) => i.food_name.toLowerCase())).toEqual([
      expect.stringContaining("oat"),
      expect.stringContaining("banana"),
    ]);
    expect(entry.notes).toContain(MODEL_NOTE);
    expect(entry.meal_type).toBe("breakfast");
    const yesterday = new Date(job.createdAt.getTime() - 86_400_000).toISOString().slice(0, 10);
    expect(entry.consumed_at).toBe(`${yesterday}T08:00:00.000Z`);

    const engine = getEngine();
    for (const stored of entry.items) {
      const food = engine.db.byId.get(stored.food_id);
      if (!food) throw new Error(`unknown food ${stored.food_id}`);
      expect(stored.macros.calories_kcal).toBeCloseTo(scaleNutrients(food, stored.grams).macros.calories_kcal, 1);
    }
    // The same foods and amounts typed plainly give the same meal through the built-in engine.
    const typed = analyzeMeal("1 cup rolled oats and 1 medium banana", { now: job.createdAt, timeZone: "UTC" });
    if (!typed.ok) throw new Error(typed.reason);
    expect(entries[0]?.calories).toBeCloseTo(typed.meals[0]?.macros.calories_kcal ?? -1, 1);
  });

  it("sends the model name, the user's words, a strict JSON schema without nutrient fields, and the key", async () => {
    answer = { meals: [{ meal_type: null, when: null, items: [item("apple", 1, null)] }] };
    await logMeal("an apple");
    const [sent] = requests;
    expect(sent?.url).toBe("/v1/chat/completions");
    expect(sent?.auth).toBe("Bearer test-key");
    expect(sent?.body.model).toBe("fake-llm");
    expect(JSON.stringify(sent?.body.messages)).toContain("an apple");
    const format = sent?.body.response_format as { type: string; json_schema: { strict: boolean; schema: object } };
    expect(format.type).toBe("json_schema");
    expect(format.json_schema.strict).toBe(true);
    expect(JSON.stringify(format.json_schema.schema)).toContain('"meals"');
    expect(JSON.stringify(format.json_schema.schema)).not.toMatch(/calor|kcal|protein/i);
  });

  it.each([
    ["answers 500", "error"],
    ["answers with text that is not JSON", "not json"],
    ["is slower than LLM_TIMEOUT_MS", "slow"],
    ["finds no food", "no food"],
  ] as const)("falls back to the built-in engine when the model %s", async (_label, failure) => {
    mode = failure;
    const text = "2 eggs and a slice of whole wheat toast";
    const { job, entries } = await logMeal(text);
    expect(requests).toHaveLength(1);
    expect(job).toMatchObject({ status: "completed", error: null });
    const builtIn = analyzeMeal(text, { now: job.createdAt, timeZone: "UTC" });
    if (!builtIn.ok) throw new Error(builtIn.reason);
    expect(entries.map((e) => e.calories)).toEqual(builtIn.meals.map((m) => m.macros.calories_kcal));
    expect(entries[0]?.notes ?? "").not.toContain("language model");
  });

  it("still fails with the engine's message when neither the model nor the engine finds food", async () => {
    mode = "no food";
    const { job } = await logMeal("hello there");
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(/No food recognised/);
  });
});

describe("meal edits read by a language model", () => {
  it("applies the model's operations with the engine's editor: olive oil adds about 120 kcal", async () => {
    answer = { operations: [{ kind: "add", items: [{ food: "olive oil", quantity: 1, unit: "tbsp" }] }] };
    const [meal] = await seedMeals(t.database.db, alice.id, "a cup of white rice and a grilled chicken breast");
    const before = (await alice.request({ url: `/api/external/meals/${meal!.id}` })).json();
    // Words the built-in reader cannot turn into an edit: only the model path can apply this one.
    const done = await editAndWait(meal!.id, "I drizzled the good oil over it");
    expect(done).toMatchObject({ status: "completed", error: null });
    const after = (await alice.request({ url: `/api/external/meals/${meal!.id}` })).json();
    expect(after.macros.calories_kcal - before.macros.calories_kcal).toBeGreaterThan(110);
    expect(after.macros.calories_kcal - before.macros.calories_kcal).toBeLessThan(135);
    expect(after.items).toHaveLength(before.items.length + 1);
    expect(after.notes).toContain(MODEL_NOTE);

    const [sent] = requests;
    expect(sent?.auth).toBe("Bearer test-key");
    expect(JSON.stringify(sent?.body.messages)).toContain("I drizzled the good oil over it");
    expect(JSON.stringify(sent?.body.response_format)).toContain('"operations"');
  });

  it.each([
    ["answers 500", "error"],
    ["is slower than LLM_TIMEOUT_MS", "slow"],
  ] as const)("falls back to the built-in editor when the model %s", async (_label, failure) => {
    mode = failure;
    const [meal] = await seedMeals(t.database.db, alice.id, "a cup of white rice and a grilled chicken breast");
    const before = (await alice.request({ url: `/api/external/meals/${meal!.id}` })).json();
    const done = await editAndWait(meal!.id, "add 1 tbsp olive oil");
    expect(done).toMatchObject({ status: "completed", error: null });
    const after = (await alice.request({ url: `/api/external/meals/${meal!.id}` })).json();
    expect(after.macros.calories_kcal - before.macros.calories_kcal).toBeGreaterThan(110);
    expect(after.macros.calories_kcal - before.macros.calories_kcal).toBeLessThan(135);
    expect(after.notes ?? "").not.toContain("language model");
  });

  it("falls back to the built-in editor when the model's operation does not fit the meal", async () => {
    answer = { operations: [{ kind: "remove", target: "pizza" }] };
    const [meal] = await seedMeals(t.database.db, alice.id, "a banana and a slice of toast");
    const done = await editAndWait(meal!.id, "remove the toast");
    expect(done).toMatchObject({ status: "completed", error: null });
    const after = (await alice.request({ url: `/api/external/meals/${meal!.id}` })).json();
    expect(after.items.map((i: { food_name: string }) => i.food_name.toLowerCase())).toEqual([
      expect.stringContaining("banana"),
    ]);
    expect(after.notes ?? "").not.toContain("language model");
  });
});
