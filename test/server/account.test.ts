import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../src/server/db/index.js";
import sharp from "sharp";
import { accountExportSchema } from "../../src/contracts/index.js";
import { createTestApp, signUp, type SignedInUser, type TestApp } from "../helpers/app.js";
import { seedMeals } from "../helpers/meals.js";
import { makeImage, photo, upload } from "./estimates-helpers.js";

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "account-test-")),
  });
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  await seedMeals(
    t.database.db,
    alice.id,
    "2 scrambled eggs and a slice of toast for breakfast, then a chicken burrito for lunch",
  );
  await seedMeals(t.database.db, bob.id, "a bowl of oatmeal");
});
afterAll(() => t.close());

describe("exporting my data", () => {
  it("gives the user's meals with every nutrient, goals and preferences as JSON", async () => {
    const response = await alice.request({ url: "/api/account/export" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(
      /attachment; filename="meals-and-calories-export-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const data = response.json();
    expect(data.user.email).toBe(alice.email);
    expect(data.meals.length).toBeGreaterThanOrEqual(2);
    expect(data.meals[0]).toMatchObject({
      macros: expect.any(Object),
      lipids_detail: expect.any(Object),
      micros: expect.any(Object),
      items: expect.any(Array),
    });
    expect(data.goals.goals.calorieGoal).toBe(2000);
    expect(data.preferences).toEqual({ mealsVisibleColumns: [] });
    expect(JSON.stringify(data)).not.toContain(bob.email);
    expect(JSON.stringify(data)).not.toContain("oatmeal");
  });

  it("gives everything the user gave: edit instructions with their times, captions and the photos themselves", async () => {
    const [meal] = await seedMeals(t.database.db, alice.id, "a bowl of white rice");
    const edit = await alice.request({
      method: "POST",
      url: `/api/external/meals/${meal!.id}/edit-nl`,
      payload: { instructions: "add a tablespoon of soy sauce" },
    });
    expect(edit.statusCode).toBe(202);
    const uploaded = await upload(alice, { photo: photo(await makeImage("jpeg", 64, 48)), caption: "rice and beans" });
    expect(uploaded.statusCode).toBe(201);
    await upload(bob, { photo: photo(await makeImage("png"), "b.png", "image/png"), caption: "bob's secret lunch" });
    await seedMeals(t.database.db, bob.id, "a pear").then(([pear]) =>
      bob.request({
        method: "POST",
        url: `/api/external/meals/${pear!.id}/edit-nl`,
        payload: { instructions: "bob's edit" },
      }),
    );

    const response = await alice.request({ url: "/api/account/export" });
    expect(response.statusCode).toBe(200);
    const data = accountExportSchema.parse(response.json());
    const [editRow] = await t.database.db.select().from(schema.editJobs).where(eq(schema.editJobs.entryId, meal!.id));
    expect(data.meal_edits).toEqual([
      {
        id: editRow!.id,
        meal_id: meal!.id,
        instructions: "add a tablespoon of soy sauce",
        status: editRow!.status,
        error: null,
        created_at: editRow!.createdAt.toISOString(),
      },
    ]);
    const estimate = data.estimates.find((e) => e.id === uploaded.json().id);
    expect(estimate).toMatchObject({ caption: "rice and beans", created_at: uploaded.json().created_at });
    expect(estimate?.photo?.content_type).toBe("image/jpeg");
    const [, base64] = estimate!.photo!.data_url.split("data:image/jpeg;base64,");
    const stored = await readFile(path.join(t.env.uploadsDir, "estimates", `${estimate!.id}.jpg`));
    expect(Buffer.from(base64!, "base64").equals(stored)).toBe(true);
    expect((await sharp(stored).metadata()).width).toBe(48);
    expect(data.estimates).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain("bob's");
  });

  it("gives one CSV row per meal with a column per nutrient", async () => {
    const response = await alice.request({
      url: "/api/account/export?format=csv",
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    const [header, ...rows] = response.body.trim().split("\r\n");
    expect(header).toContain("calories_kcal");
    expect(header).toContain("omega3_g");
    expect(header).toContain("vit_b12_mcg");
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(response.body).not.toContain("oatmeal");
  });

  it("refuses an unknown format and a visitor", async () => {
    expect((await alice.request({ url: "/api/account/export?format=xml" })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/account/export" })).statusCode).toBe(401);
  });
});

describe("deleting my account", () => {
  it("needs the typed confirmation", async () => {
    const response = await alice.request({
      method: "DELETE",
      url: "/api/account",
      payload: { confirmation: "yes" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Type DELETE to confirm/);
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: "/api/account",
          payload: { confirmation: "DELETE" },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("removes the user and everything in it, photos included, and leaves other users alone", async () => {
    const carol = await signUp(t.app);
    await seedMeals(t.database.db, carol.id, "a cheeseburger");
    await carol.request({
      method: "PUT",
      url: "/api/user-goals",
      payload: {
        calorieGoal: "1900",
        proteinGoal: "60",
        carbsGoal: "250",
        fatGoal: "70",
        fiberGoal: "30",
        sugarGoal: "40",
        sodiumGoal: "2000",
        cholesterolGoal: "300",
        saturatedFatGoal: "20",
        goalType: "simple",
      },
    });
    await carol.request({
      method: "POST",
      url: "/api/external/chat/queue",
      payload: { message: "an apple" },
    });
    const estimateId = "carolsphoto0000000000a";
    await t.database.db.insert(schema.publicEstimates).values({
      id: estimateId,
      userId: carol.id,
      caption: "salad",
      isShared: true,
    });
    const folder = path.join(t.env.uploadsDir, "estimates");
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, `${estimateId}.jpg`), "jpeg bytes");
    writeFileSync(path.join(folder, "someone-else.jpg"), "jpeg bytes");

    const response = await carol.request({
      method: "DELETE",
      url: "/api/account",
      payload: { confirmation: "DELETE" },
    });
    expect(response.statusCode).toBe(204);
    expect((await carol.request({ url: "/api/auth/user" })).statusCode).toBe(401);

    const left = await Promise.all([
      t.database.db.select().from(schema.foodEntries).where(eq(schema.foodEntries.userId, carol.id)),
      t.database.db.select().from(schema.chatJobs).where(eq(schema.chatJobs.userId, carol.id)),
      t.database.db.select().from(schema.userGoals).where(eq(schema.userGoals.userId, carol.id)),
      t.database.db.select().from(schema.publicEstimates).where(eq(schema.publicEstimates.userId, carol.id)),
      t.database.db.select().from(schema.passwordCredentials).where(eq(schema.passwordCredentials.userId, carol.id)),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0, 0, 0]);
    const sessions = await t.database.db
      .select()
      .from(schema.sessions)
      .where(sql`${schema.sessions.sess}->>'userId' = ${carol.id}`);
    expect(sessions).toHaveLength(0);
    expect(existsSync(path.join(folder, `${estimateId}.jpg`))).toBe(false);
    expect(existsSync(path.join(folder, "someone-else.jpg"))).toBe(true);
    expect((await alice.request({ url: "/api/external/meals" })).json().items.length).toBeGreaterThanOrEqual(2);

    const again = await signUp(t.app, carol.email);
    expect((await again.request({ url: "/api/external/meals" })).json().items).toEqual([]);
  });
});
