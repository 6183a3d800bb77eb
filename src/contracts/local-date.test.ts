import { describe, expect, it } from "vitest";
import { localDate } from "./local-date.js";

describe("local days", () => {
  it("reads the calendar date in the user's zone", () => {
    const instant = new Date("2026-11-20T23:30:00Z");
    expect(localDate(instant, "UTC")).toBe("2026-11-20");
    expect(localDate(instant, "Europe/Paris")).toBe("2026-11-21");
    expect(localDate(instant, "America/Los_Angeles")).toBe("2026-11-20");
    expect(localDate(new Date("2026-11-21T10:00:00Z"), "Pacific/Kiritimati")).toBe("2026-11-22");
  });
});
