import { afterAll, describe, expect, it } from "vitest";
import { photoReaderSchema } from "../../src/contracts/index.js";
import { createTestApp, signUp, type TestApp } from "../helpers/app.js";

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

async function readerOf(env: Record<string, string>) {
  const t = await createTestApp(env);
  apps.push(t);
  const visitor = await t.app.inject({ url: "/api/estimates/reader" });
  expect(visitor.statusCode).toBe(401);
  const user = await signUp(t.app);
  const response = await user.request({ url: "/api/estimates/reader" });
  expect(response.statusCode).toBe(200);
  return photoReaderSchema.parse(response.json());
}

describe("what the photo card may promise", () => {
  it("says the photo is not looked at when no vision model is configured", async () => {
    expect(await readerOf({})).toEqual({ recognises_photos: false });
  });

  it("says photos are recognised when a vision model is configured", async () => {
    expect(await readerOf({ VISION_BASE_URL: "http://127.0.0.1:9/v1", VISION_MODEL: "some-vision-model" })).toEqual({
      recognises_photos: true,
    });
  });
});
