import { describe, expect, it } from "vitest";
import { shiftDayKey } from "../../../../contracts/index.js";
import { longDayLabel, relativeDayName, shortDayLabel } from "./day-label.js";

describe("day labels", () => {
  it("shows the short month and two-digit day", () => {
    expect(shortDayLabel("2026-11-21")).toBe("Nov 21");
    expect(shortDayLabel("2026-03-05")).toBe("Mar 05");
    expect(shortDayLabel("Unknown")).toBe("Unknown");
  });

  it("spells the whole day out for the heading", () => {
    expect(longDayLabel("2026-11-21")).toBe("Saturday, November 21, 2026");
  });

  it("names today and yesterday only", () => {
    expect(relativeDayName("2026-11-21", "2026-11-21")).toBe("Today");
    expect(relativeDayName("2026-11-20", "2026-11-21")).toBe("Yesterday");
    expect(relativeDayName("2026-11-19", "2026-11-21")).toBeNull();
    expect(relativeDayName("2026-02-28", "2026-03-01")).toBe("Yesterday");
  });

  it("steps across month and year ends", () => {
    expect(shiftDayKey("2026-01-01", -1)).toBe("2025-12-31");
    expect(shiftDayKey("2026-02-28", 1)).toBe("2026-03-01");
  });
});
