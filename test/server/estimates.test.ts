import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ESTIMATE_LIMITS, ESTIMATE_MESSAGES } from "../../src/contracts/index.js";
import { analyzeMeal } from "../../src/nutrition/index.js";
import { schema } from "../../src/server/db/index.js";
import { createTestApp, signUp, type SignedInUser, type TestApp } from "../helpers/app.js";
import { startTestWorkers } from "../helpers/jobs.js";
import { makeImage, multipart, photo, upload, waitForEstimate } from "./estimates-helpers.js";

let t: TestApp;
let dataDir: string;
let workers: ReturnType<typeof startTestWorkers>;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "estimates-"));
  t = await createTestApp({ DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(200 * 1024) });
  workers = startTestWorkers(t.database, t.env);
  alice = await signUp(t.app);
  bob = await signUp(t.app);
});
afterAll(async () => {
  await workers.stop();
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const storedFile = (id: string) => path.join(dataDir, "uploads", "estimates", `${id}.jpg`);
const sumCalories = (text: string, now: Date) => {
  const result = analyzeMeal(text, { now, timeZone: "UTC" });
  if (!result.ok) throw new Error(result.reason);
  return result.meals.flatMap((meal) => meal.items).reduce((sum, item) => sum + item.macros.calories_kcal, 0);
};

describe("uploading a meal photo", () => {
  it("needs a signed-in user", async () => {
    const body = await multipart({ photo: photo(await makeImage("jpeg")) });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/estimates",
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(401);
  });

  it("stores an upright, resized JPEG with every bit of metadata removed", async () => {
    const original = await makeImage("jpeg", 64, 48);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(alice, { photo: photo(original), caption: "2 eggs and toast" });
    expect(response.statusCode).toBe(201);
    const estimate = response.json();
    expect(estimate).toMatchObject({
      status: "queued",
      caption: "2 eggs and toast",
      is_shared: false,
      share_path: `/calorie-guess/${estimate.id}`,
    });
    expect(estimate.id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const stored = await readFile(storedFile(estimate.id));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // EXIF orientation 6 (rotate 90°) was applied to the pixels before the tag was dropped.
    expect([meta.width, meta.height]).toEqual([48, 64]);
    for (const secret of ["SecretCam", "Alice Example", "GPS"]) expect(stored.includes(secret)).toBe(false);
  });

  it("shrinks a large photo to 1280 px on its long side", async () => {
    const big = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#c86" } })
      .jpeg({ quality: 40 })
      .toBuffer();
    const estimate = (await upload(alice, { photo: photo(big) })).json();
    const meta = await sharp(await readFile(storedFile(estimate.id))).metadata();
    expect([meta.width, meta.height]).toEqual([1280, 853]);
  });

  it.each([
    ["PNG", "png", "meal.png", "image/png"],
    ["WebP", "webp", "meal.webp", "image/webp"],
  ] as const)("accepts a %s photo and stores it as JPEG", async (_label, format, name, type) => {
    const response = await upload(alice, { photo: photo(await makeImage(format), name, type), caption: "an apple" });
    expect(response.statusCode).toBe(201);
    const meta = await sharp(await readFile(storedFile(response.json().id))).metadata();
    expect(meta.format).toBe("jpeg");
  });

  it("checks the bytes, not the name: a text file called photo.jpg is a 415", async () => {
    const response = await upload(alice, {
      photo: photo(Buffer.from("just some text, not a picture\n"), "photo.jpg", "image/jpeg"),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: "not_an_image", message: ESTIMATE_MESSAGES.notImage });
  });

  it("refuses an image that doesn't decode with a 400", async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const response = await upload(alice, { photo: photo(broken) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ESTIMATE_MESSAGES.undecodable);
  });

  it("refuses a photo over the size limit with a 413 that states the limit", async () => {
    const huge = Buffer.concat([await makeImage("jpeg"), Buffer.alloc(300 * 1024)]);
    const response = await upload(alice, { photo: photo(huge) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: "photo_too_large", message: ESTIMATE_MESSAGES.tooLarge(200 * 1024) });
  });

  it("needs the photo field and a caption of at most 500 characters", async () => {
    const noPhoto = await upload(alice, { caption: "soup" });
    expect([noPhoto.statusCode, noPhoto.json().message]).toEqual([400, ESTIMATE_MESSAGES.noPhoto]);
    const long = await upload(alice, {
      photo: photo(await makeImage("png"), "a.png", "image/png"),
      caption: "x".repeat(501),
    });
    expect([long.statusCode, long.json().message]).toEqual([400, ESTIMATE_MESSAGES.captionTooLong]);
    const json = await alice.request({ method: "POST", url: "/api/estimates", payload: { photo: "x" } });
    expect(json.statusCode).toBe(415);
  });
});

describe("the upload limit", () => {
  it("lets exactly the per-minute limit of 20 uploads sent at once through and refuses the rest with 429", async () => {
    const carol = await signUp(t.app);
    // Refused uploads give their place back: two wrong files first do not lower the limit.
    for (let i = 0; i < 2; i++) {
      const wrong = await upload(carol, { photo: photo(Buffer.from("not a picture\n"), "photo.jpg", "image/jpeg") });
      expect(wrong.statusCode).toBe(415);
    }
    const image = await makeImage("png");
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => upload(carol, { photo: photo(image, "a.png", "image/png"), caption: "soup" })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(ESTIMATE_LIMITS.perMinute);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - ESTIMATE_LIMITS.perMinute);
    expect(responses.find((response) => response.statusCode === 429)?.json()).toEqual({
      error: "rate_limited",
      message: ESTIMATE_MESSAGES.rateLimited,
      detail: ESTIMATE_MESSAGES.rateLimited,
    });
    expect((await carol.request({ url: "/api/estimates" })).json().items).toHaveLength(ESTIMATE_LIMITS.perMinute);
    // Another user is not slowed down by Carol.
    const dave = await signUp(t.app);
    expect((await upload(dave, { photo: photo(image, "a.png", "image/png"), caption: "soup" })).statusCode).toBe(201);
  });
});

describe("the estimate job without a vision model", () => {
  it("reads the caption with the nutrition engine; every number comes from the food database", async () => {
    const caption = "150 g grilled chicken breast and 1 cup white rice";
    const created = (
      await upload(alice, { photo: photo(await makeImage("jpeg")), caption, time_zone: "Europe/Paris" })
    ).json();
    const done = await waitForEstimate(alice, created.id);
    expect(done.status).toBe("completed");
    const expected = sumCalories(caption, new Date(done.created_at));
    expect(done.result.source).toBe("caption");
    expect(done.result.total_calories_kcal).toBeCloseTo(expected, 0);
    expect(done.result.meals).toHaveLength(2);
    expect(done.result.meals[0]).toMatchObject({
      serving: { serving_size_g: 150 },
      macros: { calories_kcal: expect.any(Number) },
    });
    expect(done.result.notes).toMatch(/estimate/i);
  });

  it("fails a photo without a caption with a message asking for a few words", async () => {
    const created = (await upload(alice, { photo: photo(await makeImage("jpeg")) })).json();
    const done = await waitForEstimate(alice, created.id);
    expect(done).toMatchObject({ status: "failed", error: ESTIMATE_MESSAGES.needsCaption, result: null });
  });
});

describe("sharing, logging and deleting", () => {
  let id: string;
  beforeAll(async () => {
    id = (
      await upload(alice, { photo: photo(await makeImage("jpeg")), caption: "a banana and 200 g greek yogurt" })
    ).json().id;
    await waitForEstimate(alice, id);
  });
  const publicRead = () => t.app.inject({ url: `/api/public/calorie-guess/${id}` });
  const publicImage = () => t.app.inject({ url: `/api/public/calorie-guess/${id}/image` });

  it("lists the owner's estimates newest first, and only theirs", async () => {
    const mine = (await alice.request({ url: "/api/estimates" })).json().items;
    expect(mine[0].id).toBe(id);
    expect(mine[0].image_url).toBe(`/api/estimates/${id}/image`);
    expect((await bob.request({ url: "/api/estimates" })).json().items).toEqual([]);
  });

  it("is private until shared, public while shared, and private again after stop sharing", async () => {
    expect((await publicRead()).statusCode).toBe(404);
    expect((await publicImage()).statusCode).toBe(404);

    const shared = await alice.request({
      method: "POST",
      url: `/api/estimates/${id}/share`,
      payload: { shared: true },
    });
    expect(shared.json().is_shared).toBe(true);
    const read = await publicRead();
    expect(read.statusCode).toBe(200);
    const body = read.json();
    expect(Object.keys(body).sort()).toEqual(["image_url", "meals", "notes", "total_calories_kcal"]);
    expect(body.image_url).toBe(`/api/public/calorie-guess/${id}/image`);
    expect(Object.keys(body.meals[0]).sort()).toEqual(["description", "macros", "serving", "title"]);
    const text = read.body;
    for (const personal of [alice.id, alice.email, "greek yogurt", "created_at", "user"])
      expect(text).not.toContain(personal);

    const image = await publicImage();
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect(image.headers["cache-control"]).toMatch(/^public/);
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    await alice.request({ method: "POST", url: `/api/estimates/${id}/share`, payload: { shared: false } });
    expect((await publicRead()).statusCode).toBe(404);
    expect((await publicImage()).statusCode).toBe(404);
  });

  it("answers 404 with the product's message for unknown and malformed ids", async () => {
    for (const url of ["/api/public/calorie-guess/AAAAAAAAAAAAAAAAAAAAAA", "/api/public/calorie-guess/..%2F..%2Fetc"]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: "not_found", message: ESTIMATE_MESSAGES.publicNotFound });
    }
  });

  it("gives another user a 404 on every owner route, and changes nothing", async () => {
    const attempts = [
      bob.request({ url: `/api/estimates/${id}` }),
      bob.request({ url: `/api/estimates/${id}/image` }),
      bob.request({ method: "POST", url: `/api/estimates/${id}/share`, payload: { shared: true } }),
      bob.request({ method: "POST", url: `/api/estimates/${id}/log` }),
      bob.request({ method: "DELETE", url: `/api/estimates/${id}` }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    expect((await publicRead()).statusCode).toBe(404);
    expect((await alice.request({ url: `/api/estimates/${id}` })).statusCode).toBe(200);
  });

  it("refuses visitors on every owner route", async () => {
    for (const [method, url] of [
      ["GET", "/api/estimates"],
      ["GET", `/api/estimates/${id}`],
      ["POST", `/api/estimates/${id}/log`],
      ["DELETE", `/api/estimates/${id}`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it("logs the estimate as one meal, once, with the photo and the engine's numbers", async () => {
    const logged = await alice.request({ method: "POST", url: `/api/estimates/${id}/log` });
    expect(logged.statusCode).toBe(201);
    const mealId = logged.json().meal_id;
    const meal = (await alice.request({ url: `/api/external/meals/${mealId}` })).json();
    const estimate = (await alice.request({ url: `/api/estimates/${id}` })).json();
    expect(meal.entry_method).toBe("photo");
    expect(meal.macros.calories_kcal).toBeCloseTo(estimate.result.total_calories_kcal, 0);
    expect(estimate.logged_meal_id).toBe(mealId);
    const [row] = await t.database.db.select().from(schema.foodEntries).where(eq(schema.foodEntries.id, mealId));
    expect(row?.imageUrl).toBe(`/api/estimates/${id}/image`);
    const again = await alice.request({ method: "POST", url: `/api/estimates/${id}/log` });
    expect([again.statusCode, again.json().message]).toEqual([409, ESTIMATE_MESSAGES.alreadyLogged]);
  });

  it("deletes the row and the stored photo; the public link then answers 404", async () => {
    await alice.request({ method: "POST", url: `/api/estimates/${id}/share`, payload: { shared: true } });
    expect(existsSync(storedFile(id))).toBe(true);
    const deleted = await alice.request({ method: "DELETE", url: `/api/estimates/${id}` });
    expect(deleted.statusCode).toBe(204);
    expect(existsSync(storedFile(id))).toBe(false);
    expect(await t.database.db.select().from(schema.publicEstimates).where(eq(schema.publicEstimates.id, id))).toEqual(
      [],
    );
    expect((await publicRead()).statusCode).toBe(404);
    expect((await alice.request({ url: `/api/estimates/${id}` })).statusCode).toBe(404);
  });
});
