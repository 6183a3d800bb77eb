import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../src/server/db/index.js";
import { createTestApp, signUp, type SignedInUser, type TestApp } from "../helpers/app.js";
import { startTestWorkers, waitForChatJob, waitForEdit } from "../helpers/jobs.js";
import { seedMeals } from "../helpers/meals.js";
import { makeImage, photo, upload, waitForEstimate } from "./estimates-helpers.js";

let t: TestApp;
let dataDir: string;
let workers: ReturnType<typeof startTestWorkers>;
let alice: SignedInUser;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "meal-limits-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  workers = startTestWorkers(t.database, t.env);
  alice = await signUp(t.app);
});
afterAll(async () => {
  await workers.stop();
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const submit = async (message: string) => {
  const response = await alice.request({ method: "POST", url: "/api/external/chat/queue", payload: { message } });
  expect(response.statusCode).toBe(201);
  return waitForChatJob(t.database.db, response.json().id);
};
const entriesOf = (jobId: string) =>
  t.database.db.select().from(schema.foodEntries).where(eq(schema.foodEntries.chatJobId, jobId));

describe("a meal with an absurd amount", () => {
  it.each([
    ["5000 eggs", "“5000 eggs” is more than one meal entry can hold (at most 500 of one food)."],
    ["99999999 eggs", "“99999999 eggs” is more than one meal entry can hold (at most 500 of one food)."],
    [
      "1000 cups of olive oil",
      "“1000 cups of olive oil” is more than one meal entry can hold (at most 500 of one food).",
    ],
    // Read as one million pancakes, not as "000 pancakes" worth 0 kcal.
    ["1,000,000 pancakes", "“1000000 pancakes” is more than one meal entry can hold (at most 500 of one food)."],
    ["12 kg of rice", "“12 kg of rice” is more than one meal entry can hold (at most 5 kg of one food)."],
    [
      "a banana and 1.5 kg of butter",
      expect.stringMatching(
        /^With “1\.5 kg of butter” this meal comes to 11,\d{3} kcal, more than one meal entry can hold \(at most 10,000 kcal\)\.$/,
      ),
    ],
    ["0 pancakes", "“0 pancakes” is no amount of food to log. Say how much you had."],
  ])("fails “%s” with a message naming the amount, and stores nothing", async (message, error) => {
    const job = await submit(message);
    expect(job).toMatchObject({ status: "failed", error });
    expect(await entriesOf(job.id)).toHaveLength(0);
    const listed = (await alice.request({ url: "/api/external/chat/jobs" }))
      .json()
      .items.find((j: { id: string }) => j.id === job.id);
    expect(listed).toMatchObject({ status: "failed", error, entry_count: 0 });
  });

  it("still stores a large but real amount, written with a thousands separator", async () => {
    const job = await submit("1,500 g of cooked white rice");
    expect(job.status).toBe("completed");
    const [entry] = await entriesOf(job.id);
    expect(entry?.servingWeightGrams).toBe(1500);
    expect(entry?.calories).toBeGreaterThan(1500);
  });

  it("fails an edit that adds an absurd amount and leaves the meal as it was", async () => {
    const [meal] = await seedMeals(t.database.db, alice.id, "a banana");
    const before = (await alice.request({ url: `/api/external/meals/${meal!.id}` })).json();
    const started = await alice.request({
      method: "POST",
      url: `/api/external/meals/${meal!.id}/edit-nl`,
      payload: { instructions: "add 9999 cups of oil" },
    });
    expect(started.statusCode).toBe(202);
    const done = await waitForEdit(alice, meal!.id);
    expect(done).toMatchObject({
      status: "failed",
      error: "“9999 cups of oil” is more than one meal entry can hold (at most 500 of one food).",
    });
    const after = (await alice.request({ url: `/api/external/meals/${meal!.id}` })).json();
    expect(after).toEqual(before);
  });

  it("fails a photo estimate whose caption names an absurd amount", async () => {
    const response = await upload(alice, { photo: photo(await makeImage("jpeg")), caption: "5000 eggs" });
    expect(response.statusCode).toBe(201);
    const estimate = await waitForEstimate(alice, response.json().id);
    expect(estimate).toMatchObject({
      status: "failed",
      error: "“5000 eggs” is more than one meal entry can hold (at most 500 of one food).",
      result: null,
    });
  });
});
