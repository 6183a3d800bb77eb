import { describe, expect, it } from "vitest";
import { formatAmount } from "./nutrient-format.js";
import { isUsableMealId } from "./meal-id.js";
import { lipidRows, presentMicroRows } from "./nutrient-labels.js";

describe("micronutrient rows", () => {
  it("names and units only the measured micronutrients", () => {
    const rows = presentMicroRows({ vit_c_mg: 12, selenium_mcg: 0.5 });
    expect(rows.map((r) => `${r.label} ${formatAmount(r.value, r.unit)}`)).toEqual([
      "Selenium 0.5 mcg",
      "Vitamin C 12 mg",
    ]);
  });

  it("is empty when nothing was measured, which hides the section", () => {
    expect(presentMicroRows({})).toEqual([]);
  });
});

describe("lipid rows", () => {
  it("lists every lipid, absent ones as '—'", () => {
    const rows = lipidRows({ saturated_g: 4.1 });
    expect(rows).toHaveLength(7);
    expect(rows.map((r) => formatAmount(r.value, r.unit))).toEqual(["4.1 g", "—", "—", "—", "—", "—", "—"]);
  });
});

describe("isUsableMealId", () => {
  it("refuses empty and 'undefined' ids", () => {
    expect(isUsableMealId("")).toBe(false);
    expect(isUsableMealId("  ")).toBe(false);
    expect(isUsableMealId("undefined")).toBe(false);
    expect(isUsableMealId(undefined)).toBe(false);
    expect(isUsableMealId("m_123")).toBe(true);
  });
});
