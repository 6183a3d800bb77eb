import { describe, expect, it } from "vitest";
import { datesBetween } from "../../../contracts/index.js";

describe("summary ranges", () => {
  it("lists every date of a range, across a month end and a DST change", () => {
    expect(datesBetween("2026-10-30", "2026-11-02")).toEqual(["2026-10-30", "2026-10-31", "2026-11-01", "2026-11-02"]);
    expect(datesBetween("2026-11-21", "2026-11-21")).toEqual(["2026-11-21"]);
  });
});
