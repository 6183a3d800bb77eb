import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "../helpers/server-process.js";
import { makeImage } from "./estimates-helpers.js";

// `npm start` runs the server compiled into dist/server/main.js, not its TypeScript. Everything found relative to
// a module's location must still be found from there: PGlite's initdb child and the migrations on a new data folder,
// the food database and phrases, sharp loaded on the first photo, the speech model and the recogniser's worker thread.
const fixture = (name: string) =>
  readFileSync(new URL(`../../src/server/features/transcribe/fixtures/${name}`, import.meta.url));

let server: ServerProcess;

async function signUp(email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "compiled server password" }),
  });
  expect(response.status).toBe(201);
  return (response.headers.get("set-cookie") ?? "").split(";")[0]!;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const finished = (status: string) => status === "completed" || status === "failed";

// The embedded database on a new data folder, all roles in one process: what `npm install && npm start` runs.
describe.skipIf(process.env.TEST_DATABASE_URL)("the compiled server, as npm start runs it", () => {
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    server = await startServer({ LOG_LEVEL: "warn" }, [], { quiet: true });
    alice = await signUp("alice-compiled@example.com");
    bob = await signUp("bob-compiled@example.com");
  }, 120_000);
  afterAll(() => server?.stop());

  it("runs compiled JavaScript, not TypeScript through a loader", async () => {
    const cmdline = readFileSync(`/proc/${server.pid}/cmdline`, "utf8").split("\0");
    expect(cmdline.some((arg) => arg.endsWith("dist/server/main.js"))).toBe(true);
    expect(cmdline).not.toContain("tsx");
  });

  it("sends a visitor to the sign-in page and answers the database check", async () => {
    const login = await fetch(`${server.url}/api/login`, { redirect: "manual" });
    expect(login.status).toBe(302);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it("analyses a submitted meal with the food database into a meal only its owner sees", async () => {
    const headers = { "content-type": "application/json", cookie: alice };
    const queued = await fetch(`${server.url}/api/external/chat/queue`, {
      method: "POST",
      headers,
      body: JSON.stringify({ session_id: "compiled", message: "2 scrambled eggs and a banana", time_zone: "UTC" }),
    });
    expect(queued.status).toBe(201);
    const { id } = (await queued.json()) as { id: string };
    const job = await until(
      async () => {
        const list = (await (await fetch(`${server.url}/api/external/chat/jobs`, { headers })).json()) as {
          items: Array<{ id: string; status: string; entry_count: number }>;
        };
        return list.items.find((item) => item.id === id)!;
      },
      (item) => finished(item.status),
      60_000,
    );
    expect(job).toMatchObject({ status: "completed", entry_count: 1 });
    const meals = (await (await fetch(`${server.url}/api/external/meals`, { headers })).json()) as {
      items: Array<{ id: string }>;
    };
    expect(meals.items).toHaveLength(1);
    const meal = (await (
      await fetch(`${server.url}/api/external/meals/${meals.items[0]!.id}`, { headers })
    ).json()) as {
      macros: { calories_kcal: number };
      items: unknown[];
    };
    expect(meal.items).toHaveLength(2);
    expect(meal.macros.calories_kcal).toBeGreaterThan(150);
    const theirs = await fetch(`${server.url}/api/external/meals/${meals.items[0]!.id}`, { headers: { cookie: bob } });
    expect(theirs.status).toBe(404);
  }, 90_000);

  it("re-encodes an uploaded photo and estimates it from its caption", async () => {
    const form = new FormData();
    form.append("caption", "a bowl of spaghetti bolognese");
    form.append("photo", new Blob([new Uint8Array(await makeImage("jpeg"))], { type: "image/jpeg" }), "meal.jpg");
    const uploaded = await fetch(`${server.url}/api/estimates`, {
      method: "POST",
      headers: { cookie: alice },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const estimate = await until(
      async () =>
        (await (await fetch(`${server.url}/api/estimates/${id}`, { headers: { cookie: alice } })).json()) as {
          status: string;
          image_url: string;
          result: { total_calories_kcal: number } | null;
        },
      (body) => finished(body.status),
      60_000,
    );
    expect(estimate.status).toBe("completed");
    expect(estimate.result!.total_calories_kcal).toBeGreaterThan(100);
    const image = await fetch(`${server.url}${estimate.image_url}`, { headers: { cookie: alice } });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toMatch(/^image\//);
    expect((await fetch(`${server.url}/api/estimates/${id}`, { headers: { cookie: bob } })).status).toBe(404);
  }, 90_000);

  it("transcribes a recording with the built-in recogniser", async () => {
    const status = await fetch(`${server.url}/api/external/audio/status`);
    expect(await status.json()).toEqual({ available: true, engine: "offline" });
    const form = new FormData();
    form.append("audio", new Blob([new Uint8Array(fixture("meal-slt.wav"))], { type: "audio/wav" }), "meal.wav");
    const response = await fetch(`${server.url}/api/external/audio/transcribe`, {
      method: "POST",
      headers: { cookie: alice },
      body: form,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { transcript: string }).transcript).toMatch(/\beggs\b/);
  }, 90_000);
});
