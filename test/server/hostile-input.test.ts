import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ESTIMATE_MESSAGES, unsafeTextMessage } from "../../src/contracts/index.js";
import { buildApp } from "../../src/server/app.js";
import { createTestApp, signUp, uniqueEmail, type SignedInUser, type TestApp } from "../helpers/app.js";
import { seedMeals } from "../helpers/meals.js";
import { makeImage, photo, upload } from "./estimates-helpers.js";

const NUL = "\u0000";

let t: TestApp;
let dataDir: string;
let alice: SignedInUser;
let mealId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "hostile-input-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  alice = await signUp(t.app);
  const [meal] = await seedMeals(t.database.db, alice.id, "a bowl of oatmeal", new Date("2026-11-20T08:00:00Z"));
  mealId = meal!.id;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const cursor = (time: string, id: string) => Buffer.from(`${time}|${id}`).toString("base64url");

interface Case {
  what: string;
  send: () => Promise<LightMyRequestResponse>;
  status?: number;
  message: string;
}

const post = (url: string, payload: object, user?: SignedInUser) =>
  user ? user.request({ method: "POST", url, payload }) : t.app.inject({ method: "POST", url, payload });

describe("a NUL character in a text field or a path id", () => {
  const cases: Case[] = [
    {
      what: "the email address of a new account",
      send: () => post("/api/auth/signup", { email: `a${NUL}b@example.com`, password: "long enough" }),
      message: unsafeTextMessage("The email address"),
    },
    {
      what: "the password of a new account",
      send: () => post("/api/auth/signup", { email: uniqueEmail(), password: `long${NUL}enough` }),
      message: unsafeTextMessage("The password"),
    },
    {
      what: "the email address when signing in",
      send: () => post("/api/auth/signin", { email: `a${NUL}b@example.com`, password: "long enough" }),
      message: unsafeTextMessage("The email address"),
    },
    {
      what: "the password when signing in",
      send: () => post("/api/auth/signin", { email: alice.email, password: `long${NUL}enough` }),
      message: unsafeTextMessage("The password"),
    },
    {
      what: "the meal message",
      send: () => post("/api/external/chat/queue", { message: `two eggs${NUL} and toast` }, alice),
      message:
        "The meal description contains an invisible control character (such as NUL) that can't be saved. Remove it and try again.",
    },
    {
      what: "a meal message with broken Unicode (a lone surrogate)",
      send: () => post("/api/external/chat/queue", { message: "two eggs \ud83c and toast" }, alice),
      message: unsafeTextMessage("The meal description"),
    },
    {
      what: "the session_id of a meal message",
      send: () => post("/api/external/chat/queue", { message: "two eggs", session_id: `s${NUL}1` }, alice),
      message: unsafeTextMessage("session_id"),
    },
    {
      what: "the time zone of a meal message",
      send: () => post("/api/external/chat/queue", { message: "two eggs", time_zone: `UTC${NUL}` }, alice),
      message: "time_zone must be an IANA time zone such as Europe/Paris.",
    },
    {
      what: "the job id to cancel",
      send: () => post("/api/external/chat/jobs/%00/cancel", {}, alice),
      message: "Invalid job ID.",
    },
    {
      what: "the meal id to read",
      send: () => alice.request({ url: "/api/external/meals/%00" }),
      message: "Invalid meal ID.",
    },
    {
      what: "the meal id to delete",
      send: () => alice.request({ method: "DELETE", url: "/api/external/meals/a%00b" }),
      message: "Invalid meal ID.",
    },
    {
      what: "the meal id to edit",
      send: () => post("/api/external/meals/%00/edit-nl", { instructions: "double it" }, alice),
      message: "Invalid meal ID.",
    },
    {
      what: "the meal id of an edit's status",
      send: () => alice.request({ url: "/api/external/meals/%00/edit-nl/status" }),
      message: "Invalid meal ID.",
    },
    {
      what: "the edit instruction",
      send: () => post(`/api/external/meals/${mealId}/edit-nl`, { instructions: `double${NUL} it` }, alice),
      message: unsafeTextMessage("The edit instructions"),
    },
    {
      what: "a goal",
      send: () =>
        alice.request({
          method: "PUT",
          url: "/api/user-goals",
          payload: { ...goals, calorieGoal: `2000${NUL}` },
        }),
      message: "Must be a valid number",
    },
    {
      what: "the goal type",
      send: () =>
        alice.request({ method: "PUT", url: "/api/user-goals", payload: { ...goals, goalType: `simple${NUL}` } }),
      message: "goalType must be simple or macro.",
    },
    {
      what: "a meal list column",
      send: () =>
        alice.request({
          method: "PUT",
          url: "/api/user-preferences",
          payload: { mealsVisibleColumns: ["calories", `fiber${NUL}`] },
        }),
      message: "mealsVisibleColumns may only name the meal list's columns.",
    },
    {
      what: "the account deletion confirmation",
      send: () => alice.request({ method: "DELETE", url: "/api/account", payload: { confirmation: `DELETE${NUL}` } }),
      message: "Type DELETE to confirm that your account and all its data should be deleted.",
    },
    {
      what: "the export format",
      send: () => alice.request({ url: "/api/account/export?format=json%00" }),
      message: "format must be json or csv.",
    },
    {
      what: "a photo caption",
      send: async () =>
        upload(alice, { photo: photo(await makeImage("png"), "a.png", "image/png"), caption: `soup${NUL}` }),
      message: unsafeTextMessage("The caption"),
    },
    {
      what: "the time zone of a photo",
      send: async () =>
        upload(alice, { photo: photo(await makeImage("png"), "a.png", "image/png"), time_zone: `UTC${NUL}` }),
      message: "time_zone must be an IANA time zone such as Europe/Paris.",
    },
    // A photo estimate's id is its secret share link: malformed and unknown ids answer the same 404.
    ...["", "/image"].map((suffix) => ({
      what: `the estimate id of GET /api/estimates/:id${suffix}`,
      send: () => alice.request({ url: `/api/estimates/%00${suffix}` }),
      status: 404,
      message: "Estimate not found.",
    })),
    ...["share", "log"].map((action) => ({
      what: `the estimate id to ${action}`,
      send: () => post(`/api/estimates/%00/${action}`, { shared: true }, alice),
      status: 404,
      message: "Estimate not found.",
    })),
    {
      what: "the estimate id to delete",
      send: () => alice.request({ method: "DELETE", url: "/api/estimates/%00" }),
      status: 404,
      message: "Estimate not found.",
    },
    ...["", "/image"].map((suffix) => ({
      what: `the public estimate id${suffix}`,
      send: () => t.app.inject({ url: `/api/public/calorie-guess/%00${suffix}` }),
      status: 404,
      message: ESTIMATE_MESSAGES.publicNotFound,
    })),
  ];

  it.each(cases)("$what gets a 4xx with a clear message", async ({ send, status = 400, message }) => {
    const response = await send();
    expect([response.statusCode, response.json().message]).toEqual([status, message]);
  });
});

describe("dates and cursors out of range", () => {
  const summary = (query: string) => alice.request({ url: `/api/nutrition-summary?${query}` });
  const meals = (query: string) => alice.request({ url: `/api/external/meals?${query}` });
  const cases: Case[] = [
    {
      what: "a summary from year 0",
      send: () => summary("from=0000-01-01&to=0000-01-07"),
      message: "Dates must be between the years 1900 and 2999.",
    },
    {
      what: "a summary to year 9999",
      send: () => summary("from=9999-12-25&to=9999-12-31"),
      message: "Dates must be between the years 1900 and 2999.",
    },
    {
      what: "a summary ending in year 9999",
      send: () => summary("from=2026-11-01&to=9999-12-31"),
      message: "Dates must be between the years 1900 and 2999.",
    },
    {
      what: "a day that is not on the calendar",
      send: () => summary("from=2026-02-30&to=2026-03-02"),
      message: "2026-02-30 is not a date on the calendar.",
    },
    {
      what: "a 13th month",
      send: () => summary("from=2026-11-01&to=2026-13-01"),
      message: "2026-13-01 is not a date on the calendar.",
    },
    {
      what: "a NUL date",
      send: () => summary("from=%00&to=2026-11-02"),
      message: "Dates must look like 2026-11-21.",
    },
    ...[
      ["a far-future", "+275760-09-13T00:00:00.000Z"],
      ["a year-0", "0000-01-01T00:00:00.000Z"],
      ["a negative-year", "-000001-01-01T00:00:00.000Z"],
      ["a year-9999", "9999-12-31T23:59:59.999Z"],
      ["a loosely written", "Nov 21 2026"],
    ].map(([kind, time]) => ({
      what: `a meal-list cursor with ${kind} date`,
      send: () => meals(`cursor=${cursor(time!, mealId)}`),
      message: "That page cursor is not valid.",
    })),
    {
      what: "a meal-list cursor with a NUL id",
      send: () => meals(`cursor=${cursor("2026-11-21T00:00:00.000Z", `a${NUL}b`)}`),
      message: "That page cursor is not valid.",
    },
  ];

  it.each(cases)("$what gets a 400 with a clear message", async ({ send, status = 400, message }) => {
    const response = await send();
    expect([response.statusCode, response.json().message]).toEqual([status, message]);
  });

  it("still reads a real range and pages with a real cursor", async () => {
    const range = await summary("from=2026-11-19&to=2026-11-21");
    expect(range.statusCode).toBe(200);
    expect(range.json().days.map((day: { meal_count: number }) => day.meal_count)).toEqual([0, 1, 0]);
    const page = await meals(`cursor=${cursor("2026-11-21T00:00:00.000Z", "z")}`);
    expect(page.json().items.map((meal: { id: string }) => meal.id)).toEqual([mealId]);
  });
});

describe("logs", () => {
  it("keep a refused request's text out of warnings and errors", async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      env: { ...t.env, LOG_LEVEL: "info" },
      database: t.database,
      logDestination: { write: (line) => lines.push(line) },
    });
    try {
      const marker = "oatmeal-with-a-secret";
      const cookie = { cookie: alice.cookie };
      const responses = [
        await logged.inject({
          method: "POST",
          url: "/api/external/chat/queue",
          headers: cookie,
          payload: { message: `${marker}${NUL}` },
        }),
        await logged.inject({
          method: "POST",
          url: "/api/auth/signin",
          payload: { email: `${marker}${NUL}@example.com`, password: "long enough" },
        }),
        await logged.inject({
          method: "POST",
          url: `/api/external/meals/${mealId}/edit-nl`,
          headers: cookie,
          payload: { instructions: `${marker}${NUL}` },
        }),
        await logged.inject({
          url: `/api/external/meals?cursor=${cursor("0000-01-01T00:00:00.000Z", marker)}`,
          headers: cookie,
        }),
      ];
      expect(responses.map((response) => response.statusCode)).toEqual([400, 400, 400, 400]);
      const entries = lines.map((line) => JSON.parse(line) as { level: number });
      expect(entries.length).toBeGreaterThan(0);
      const warnings = entries.filter((entry) => entry.level >= 40);
      expect(warnings).toEqual([]);
      expect(lines.filter((line) => line.includes(marker))).toEqual([]);
    } finally {
      await logged.close();
    }
  });
});

const goals = {
  calorieGoal: "2000",
  proteinGoal: "50",
  carbsGoal: "275",
  fatGoal: "78",
  fiberGoal: "28",
  sugarGoal: "50",
  sodiumGoal: "2300",
  cholesterolGoal: "300",
  saturatedFatGoal: "20",
  goalType: "simple",
};
