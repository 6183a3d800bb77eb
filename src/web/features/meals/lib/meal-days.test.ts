import { describe, expect, it } from "vitest";
import { makeMeal } from "./meal-fixture.test-helper.js";
import { UNKNOWN_DAY, groupMealsByDay, localDayKey, resolveSelectedDay } from "./meal-days.js";

describe("localDayKey", () => {
  it("places an instant on the calendar day of the user's time zone", () => {
    // 23:30 in New York on Nov 21 is already Nov 22 in UTC and in Paris.
    const lateEvening = "2026-11-22T04:30:00.000Z";
    expect(localDayKey(lateEvening, "America/New_York")).toBe("2026-11-21");
    expect(localDayKey(lateEvening, "UTC")).toBe("2026-11-22");
    expect(localDayKey(lateEvening, "Europe/Paris")).toBe("2026-11-22");
  });

  it("puts 00:30 in Tokyo on that Tokyo day although UTC still says the day before", () => {
    expect(localDayKey("2026-11-20T15:30:00.000Z", "Asia/Tokyo")).toBe("2026-11-21");
  });

  it("answers 'Unknown' for a missing or unreadable time", () => {
    expect(localDayKey("", "UTC")).toBe(UNKNOWN_DAY);
    expect(localDayKey(undefined, "UTC")).toBe(UNKNOWN_DAY);
    expect(localDayKey("not a date", "UTC")).toBe(UNKNOWN_DAY);
  });
});

describe("groupMealsByDay", () => {
  const meals = [
    makeMeal({ id: "old", consumed_at: "2026-11-19T12:00:00Z" }),
    makeMeal({ id: "none", consumed_at: "" }),
    makeMeal({ id: "lunch", consumed_at: "2026-11-21T12:00:00Z" }),
    makeMeal({ id: "breakfast", consumed_at: "2026-11-21T08:00:00Z" }),
    makeMeal({ id: "dinner", consumed_at: "2026-11-21T19:00:00Z" }),
  ];

  it("lists the newest day first, 'Unknown' last, newest meal first within a day", () => {
    const days = groupMealsByDay(meals, "UTC");
    expect(days.map((d) => d.key)).toEqual(["2026-11-21", "2026-11-19", UNKNOWN_DAY]);
    expect(days[0]!.meals.map((m) => m.id)).toEqual(["dinner", "lunch", "breakfast"]);
  });

  it("moves a late dinner to the previous day for a user west of UTC", () => {
    const days = groupMealsByDay(
      [
        makeMeal({ id: "dinner", consumed_at: "2026-11-22T02:00:00Z" }),
        makeMeal({ id: "lunch", consumed_at: "2026-11-21T17:00:00Z" }),
      ],
      "America/Los_Angeles",
    );
    expect(days).toHaveLength(1);
    expect(days[0]!.key).toBe("2026-11-21");
    expect(days[0]!.meals.map((m) => m.id)).toEqual(["dinner", "lunch"]);
  });

  it("returns no days for no meals", () => {
    expect(groupMealsByDay([], "UTC")).toEqual([]);
  });
});

describe("resolveSelectedDay", () => {
  const days = groupMealsByDay(
    [makeMeal({ consumed_at: "2026-11-21T12:00:00Z" }), makeMeal({ consumed_at: "2026-11-19T12:00:00Z" })],
    "UTC",
  );

  it("keeps the remembered day while it has meals", () => {
    expect(resolveSelectedDay(days, "2026-11-19")).toBe("2026-11-19");
  });

  it("falls back to the newest day when the remembered one is gone or absent", () => {
    expect(resolveSelectedDay(days, "2026-11-20")).toBe("2026-11-21");
    expect(resolveSelectedDay(days, null)).toBe("2026-11-21");
    expect(resolveSelectedDay([], "2026-11-21")).toBeNull();
  });
});
