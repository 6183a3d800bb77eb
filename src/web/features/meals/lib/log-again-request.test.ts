import { describe, expect, it } from "vitest";
import { localInputValue, logAgainRequest } from "./log-again-request.js";

// Built on the runtime's clock, as the browser's datetime-local input is, so the suite holds in any zone.
const now = new Date(2026, 2, 5, 12, 34, 56);

describe("logAgainRequest", () => {
  it("sends no time when the user keeps 'now', so the copy is eaten now", () => {
    expect(localInputValue(now)).toBe("2026-03-05T12:34");
    expect(logAgainRequest({ when: "2026-03-05T12:34", mealType: "" }, now, "Europe/Paris")).toEqual({
      request: { time_zone: "Europe/Paris" },
    });
  });

  it("sends the chosen day and time as an instant, and the chosen meal", () => {
    expect(logAgainRequest({ when: "2026-03-04T08:15", mealType: "breakfast" }, now, undefined)).toEqual({
      request: { meal_type: "breakfast", consumed_at: new Date(2026, 2, 4, 8, 15).toISOString() },
    });
  });

  it("refuses a time to come and an empty choice with a message", () => {
    expect(logAgainRequest({ when: "2026-03-05T13:00", mealType: "" }, now, "UTC")).toEqual({
      problem: "Choose a time that has already passed.",
    });
    expect(logAgainRequest({ when: "", mealType: "lunch" }, now, "UTC")).toEqual({
      problem: "Choose a day and a time.",
    });
  });
});
