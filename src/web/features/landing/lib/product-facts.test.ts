import { describe, expect, it } from "vitest";
import { lipidsDetailSchema, macrosSchema, microsSchema } from "../../../../contracts/index.js";
import { TRACKED_NUTRIENT_COUNT } from "./product-facts.js";

describe("landing page facts", () => {
  it("claims as many nutrients as a meal entry holds, sodium once", () => {
    const fields = new Set([
      ...Object.keys(macrosSchema.shape),
      ...Object.keys(lipidsDetailSchema.shape),
      ...Object.keys(microsSchema.shape),
    ]);
    expect(TRACKED_NUTRIENT_COUNT).toBe(fields.size);
  });
});
