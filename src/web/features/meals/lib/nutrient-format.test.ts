import { describe, expect, it } from "vitest";
import { NOT_MEASURED, formatAmount, formatCalories, formatConfidence, formatNumber } from "./nutrient-format.js";

describe("nutrient formatting", () => {
  it("shows '—' for an unmeasured nutrient, never 0", () => {
    expect(formatAmount(undefined, "mg")).toBe(NOT_MEASURED);
    expect(formatAmount(null, "g")).toBe(NOT_MEASURED);
    expect(formatCalories(undefined)).toBe(NOT_MEASURED);
  });

  it("keeps a measured zero as 0", () => {
    expect(formatAmount(0, "g")).toBe("0 g");
  });

  it("rounds by size: whole from 10, one decimal below, two for traces", () => {
    expect(formatNumber(1234.56)).toBe("1,235");
    expect(formatNumber(12.44)).toBe("12");
    expect(formatNumber(4.16)).toBe("4.2");
    expect(formatNumber(2)).toBe("2");
    expect(formatNumber(0.034)).toBe("0.03");
    expect(formatNumber(0.001)).toBe("<0.01");
    expect(formatAmount(12.04, "mg")).toBe("12 mg");
  });

  it("rounds calories to whole numbers", () => {
    expect(formatCalories(182.6)).toBe("183");
    expect(formatCalories(2450)).toBe("2,450");
  });

  it("shows confidence as a whole percent", () => {
    expect(formatConfidence(0.826)).toBe("83%");
    expect(formatConfidence(1)).toBe("100%");
  });
});
