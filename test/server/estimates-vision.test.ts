import { once } from "node:events";
import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ESTIMATE_MESSAGES } from "../../src/contracts/index.js";
import { analyzeMeal } from "../../src/nutrition/index.js";
import { buildApp } from "../../src/server/app.js";
import { loadEnv } from "../../src/server/env.js";
import { createTestApp, signUp, type SignedInUser, type TestApp } from "../helpers/app.js";
import { openTestDatabase } from "../helpers/database.js";
import { startTestWorkers } from "../helpers/jobs.js";
import { makeImage, photo, upload, waitForEstimate } from "./estimates-helpers.js";

/** A fake OpenAI-compatible vision server on loopback: what it answers is set per test. */
type Mode = "foods" | "slow" | "error" | "empty";
let mode: Mode = "foods";
const requests: { url: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
const FOODS = [
  { name: "Grilled chicken breast", quantity: 150, unit: "g", grams: 150 },
  { name: "white rice", quantity: 1, unit: "cup", grams: 160 },
  { name: "broccoli", quantity: null, unit: null, grams: 80 },
];
// What the engine reads for those foods; the estimate's numbers must equal the engine's for this text.
const FOODS_AS_TEXT = "150 g grilled chicken breast, 1 cup white rice, 80 g broccoli";

async function readJson(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
}

let vision: Server;
let visionUrl: string;
let dataDir: string;
let t: TestApp;
let workers: ReturnType<typeof startTestWorkers>;
let alice: SignedInUser;

beforeAll(async () => {
  vision = createServer(async (request, response) => {
    requests.push({ url: request.url ?? "", auth: request.headers.authorization, body: await readJson(request) });
    if (mode === "slow") await new Promise((resolve) => setTimeout(resolve, 1500));
    if (mode === "error")
      return void response
        .writeHead(500, { "content-type": "application/json" })
        .end('{"error":{"message":"overloaded"}}');
    const content = JSON.stringify({ foods: mode === "empty" ? [] : FOODS });
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
  });
  vision.listen(0, "127.0.0.1");
  await once(vision, "listening");
  visionUrl = `http://127.0.0.1:${(vision.address() as AddressInfo).port}`;
  dataDir = await mkdtemp(path.join(tmpdir(), "estimates-vision-"));
  t = await createTestApp({
    DATA_DIR: dataDir,
    VISION_BASE_URL: `${visionUrl}/v1`,
    VISION_MODEL: "fake-vision",
    VISION_API_KEY: "test-key",
    VISION_TIMEOUT_MS: "400",
  });
  workers = startTestWorkers(t.database, t.env);
  alice = await signUp(t.app);
});
afterAll(async () => {
  await workers.stop();
  await t.close();
  vision.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the estimate job with a vision model", () => {
  it("asks the model for foods and portions only, and takes every number from the food database", async () => {
    mode = "foods";
    requests.length = 0;
    const created = (await upload(alice, { photo: photo(await makeImage("jpeg")) })).json();
    const done = await waitForEstimate(alice, created.id);
    expect(done.status).toBe("completed");
    expect(done.result.source).toBe("vision");

    const [sent] = requests;
    expect(sent?.url).toBe("/v1/chat/completions");
    expect(sent?.auth).toBe("Bearer test-key");
    expect(sent?.body.model).toBe("fake-vision");
    expect(JSON.stringify(sent?.body.response_format)).toContain("json_schema");
    expect(JSON.stringify(sent?.body.messages)).toContain("data:image/jpeg;base64,");

    const engine = analyzeMeal(FOODS_AS_TEXT, { now: new Date(done.created_at), timeZone: "UTC" });
    if (!engine.ok) throw new Error(engine.reason);
    const items = engine.meals.flatMap((meal) => meal.items);
    expect(done.result.meals).toHaveLength(items.length);
    expect(done.result.total_calories_kcal).toBeCloseTo(
      items.reduce((sum, item) => sum + item.macros.calories_kcal, 0),
      0,
    );
    expect(done.result.meals.map((m: { macros: { protein_g: number } }) => m.macros.protein_g)).toEqual(
      items.map((item) => Math.round(item.macros.protein_g * 10) / 10),
    );
    expect(done.result.notes).toMatch(/estimate/i);
  });

  it.each([
    ["times out", "slow"],
    ["answers with an error", "error"],
  ] as const)("falls back to the caption when the model %s", async (_label, failure) => {
    mode = failure;
    const caption = "a banana and 200 g greek yogurt";
    const created = (await upload(alice, { photo: photo(await makeImage("jpeg")), caption })).json();
    const done = await waitForEstimate(alice, created.id);
    expect(done.status).toBe("completed");
    expect(done.result.source).toBe("caption");
    const engine = analyzeMeal(caption, { now: new Date(done.created_at), timeZone: "UTC" });
    if (!engine.ok) throw new Error(engine.reason);
    expect(done.result.total_calories_kcal).toBeCloseTo(engine.meals[0]?.macros.calories_kcal ?? -1, 0);
    expect(done.result.notes).toContain("Photo recognition didn't answer");
  });

  it("asks for a few words when the model sees no food and there is no caption", async () => {
    mode = "empty";
    const created = (await upload(alice, { photo: photo(await makeImage("png"), "x.png", "image/png") })).json();
    const done = await waitForEstimate(alice, created.id);
    expect(done).toMatchObject({ status: "failed", error: ESTIMATE_MESSAGES.nothingRecognised });
  });
});

function rawGet(port: number, pathname: string) {
  return new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
    httpRequest({ host: "127.0.0.1", port, path: pathname }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ statusCode: response.statusCode ?? 0, body }));
    })
      .on("error", reject)
      .end();
  });
}

describe("the shared page's link preview", () => {
  it("puts a path holding $&, $', $` or a backtick into the tags as written, without mangling the page", async () => {
    const webRoot = path.join(dataDir, "web-dollar");
    await mkdir(webRoot, { recursive: true });
    const indexHtml =
      '<!doctype html><html><head><meta name="description" content="x" /><title>Meals</title></head><body><div id="root"></div></body></html>';
    await writeFile(path.join(webRoot, "index.html"), indexHtml);
    const env = loadEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      PUBLIC_URL: "https://meals.example",
    });
    const database = await openTestDatabase();
    const app = await buildApp({ env, database, webRoot, logger: false });
    try {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = app.server.address() as AddressInfo;
      for (const id of ["a$&b", "a$'b", "a$`b", "a`b", "a$$b", "a$1b"]) {
        // A raw request: browsers and fetch would percent-encode the backtick, a crafted request need not.
        const page = await rawGet(port, `/calorie-guess/${id}`);
        expect(page.statusCode).toBe(200);
        const inAttribute = id.replaceAll("&", "&amp;").replaceAll("'", "&#39;");
        expect(page.body).toContain(
          `<meta property="og:url" content="https://meals.example/calorie-guess/${inAttribute}" />`,
        );
        expect(page.body.split("</head>")).toHaveLength(2);
        expect(page.body.split('<div id="root"></div>')).toHaveLength(2);
        expect(page.body.endsWith("</body></html>")).toBe(true);
      }
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("serves index.html with the estimate's title, description, image and card tags, escaped", async () => {
    const webRoot = path.join(dataDir, "web");
    await mkdir(webRoot, { recursive: true });
    await writeFile(
      path.join(webRoot, "index.html"),
      '<!doctype html><html><head><meta name="description" content="x" /><title>Meals &amp; Calories</title></head><body><div id="root"></div></body></html>',
    );
    const env = loadEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      PUBLIC_URL: "https://meals.example",
    });
    const database = await openTestDatabase();
    const app = await buildApp({ env, database, webRoot, logger: false });
    const worker = startTestWorkers(database, env);
    try {
      const bob = await signUp(app);
      const id = (
        await upload(bob, { photo: photo(await makeImage("jpeg")), caption: '2 eggs & toast <script>"' })
      ).json().id;
      await waitForEstimate(bob, id);

      const privatePage = await app.inject({ url: `/calorie-guess/${id}` });
      expect(privatePage.statusCode).toBe(200);
      expect(privatePage.body).not.toContain("og:image");
      expect(privatePage.body).toContain('<div id="root">');

      await bob.request({ method: "POST", url: `/api/estimates/${id}/share`, payload: { shared: true } });
      const page = await app.inject({ url: `/calorie-guess/${id}` });
      expect(page.headers["content-type"]).toContain("text/html");
      expect(page.body).toMatch(/<title>\d+ kcal meal estimate - Meals &amp; Calories<\/title>/);
      expect(page.body).toContain(
        `<meta property="og:image" content="https://meals.example/api/public/calorie-guess/${id}/image" />`,
      );
      expect(page.body).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(page.body).toContain("og:title");
      expect(page.body).not.toContain("<script>");
    } finally {
      await worker.stop();
      await app.close();
      await database.close();
    }
  });
});
