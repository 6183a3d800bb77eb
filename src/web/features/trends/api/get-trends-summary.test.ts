import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_GOALS } from "../../../../contracts/index.js";
import { HttpError } from "../../../lib/api-client.js";
import { makeDays } from "../lib/trend-fixture.test-helper.js";
import { getTrendsSummary } from "./get-trends-summary.js";

const days = makeDays("2026-11-21", [{ calories_kcal: 1900 }, null]);
const summary = {
  from: "2026-11-20",
  to: "2026-11-21",
  time_zone: "America/New_York",
  goals: DEFAULT_GOALS,
  goal_type: "simple",
  days,
};

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("getTrendsSummary", () => {
  it("asks for the range in the user's zone and returns the checked summary", async () => {
    const fetchMock = answer(200, summary);
    const result = await getTrendsSummary({ from: "2026-11-20", to: "2026-11-21" }, "America/New_York");
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/nutrition-summary?from=2026-11-20&to=2026-11-21&time_zone=America%2FNew_York",
      expect.objectContaining({ method: "GET", credentials: "include" }),
    );
    expect(result.days[0]?.totals.calories_kcal).toBe(1900);
  });

  it("refuses an answer that is not a nutrition summary", async () => {
    answer(200, { ...summary, days: [{ date: "yesterday" }] });
    await expect(getTrendsSummary({ from: "2026-11-20", to: "2026-11-21" }, undefined)).rejects.toThrow();
  });

  it("reports a failed request as an HTTP error", async () => {
    answer(500, { error: "internal", message: "Something went wrong" });
    await expect(getTrendsSummary({ from: "2026-11-20", to: "2026-11-21" }, undefined)).rejects.toBeInstanceOf(
      HttpError,
    );
  });
});
