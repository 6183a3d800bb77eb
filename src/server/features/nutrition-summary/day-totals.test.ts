import { describe, expect, it } from "vitest";
import { datesBetween, localDate } from "./day-totals.js";

describe("local days", () => {
  it("reads the calendar date in the user's zone", () => {
    const instant = new Date("2026-11-20T23:30:00Z");
    expect(localDate(instant, "UTC")).toBe("2026-11-20");
    expect(localDate(instant, "Europe/Paris")).toBe("2026-11-21");
    expect(localDate(instant, "America/Los_Angeles")).toBe("2026-11-20");
    expect(localDate(new Date("2026-11-21T10:00:00Z"), "Pacific/Kiritimati")).toBe("2026-11-22");
  });

  it("lists every date of a range, across a month end and a DST change", () => {
    expect(datesBetween("2026-10-30", "2026-11-02")).toEqual(["2026-10-30", "2026-10-31", "2026-11-01", "2026-11-02"]);
    expect(datesBetween("2026-11-21", "2026-11-21")).toEqual(["2026-11-21"]);
  });
});
