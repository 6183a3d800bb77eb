import { describe, expect, it } from "vitest";
import { shiftDayKey } from "../../../../contracts/index.js";
import { longDateLabel, shortDateLabel, todayKey, windowEndingOn } from "./trend-dates.js";
import { parseTrendRange } from "./trend-range.js";

describe("trend dates", () => {
  it("takes today from the user's zone, not UTC", () => {
    const lateEvening = new Date("2026-11-22T03:30:00Z");
    expect(todayKey("America/New_York", lateEvening)).toBe("2026-11-21");
    expect(todayKey("Europe/Berlin", lateEvening)).toBe("2026-11-22");
  });

  it("counts whole calendar days across month, year and DST changes", () => {
    expect(shiftDayKey("2026-03-01", -1)).toBe("2026-02-28");
    expect(shiftDayKey("2026-12-31", 1)).toBe("2027-01-01");
    expect(windowEndingOn("2026-11-21", 7)).toEqual({
      from: "2026-11-15",
      to: "2026-11-21",
    });
    expect(windowEndingOn("2026-11-21", 90).from).toBe("2026-08-24");
  });

  it("labels axis dates short and tooltips in full", () => {
    expect(shortDateLabel("2026-11-21")).toBe("Nov 21");
    expect(shortDateLabel("2026-11-05")).toBe("Nov 5");
    expect(longDateLabel("2026-11-21")).toBe("Sat, Nov 21, 2026");
  });
});

describe("parseTrendRange", () => {
  it("keeps a remembered range and falls back to 30 days otherwise", () => {
    expect(parseTrendRange("7")).toBe(7);
    expect(parseTrendRange("90")).toBe(90);
    expect(parseTrendRange("14")).toBe(30);
    expect(parseTrendRange(null)).toBe(30);
  });
});
