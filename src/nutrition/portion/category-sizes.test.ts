import { describe, expect, it } from "vitest";
import { getEngine } from "../engine.js";
import { resolvePortion } from "./resolve-portion.js";

const { db } = getEngine();
const food = (id: string) => {
  const f = db.byId.get(id);
  if (!f) throw new Error(id);
  return f;
};

describe("sizes borrowed from similar foods", () => {
  it("sizes a drink from a counter as its category does, every size above the usual cup ('small lemonade')", () => {
    const lemonade = db.foods.find((f) => f.description === "Lemonade, fruit juice drink");
    if (!lemonade) throw new Error("lemonade");
    const grams = (size: "small" | "medium" | "large") =>
      resolvePortion(lemonade, { amount: 1, size, raw: size }, `${size} lemonade`, new Set(["lemonade"])).grams;
    expect(grams("small")).toBeGreaterThan(248);
    expect(grams("medium")).toBeGreaterThan(grams("small"));
    expect(grams("large")).toBeGreaterThan(grams("medium"));
  });

  it("sizes a food without size portions the way its category sizes them", () => {
    // Fries of unknown kind have no order sizes; fast-food fries do (small 110 g, medium 145 g).
    const fries = food("fndds:71401000");
    const small = resolvePortion(
      fries,
      { amount: 1, size: "small", raw: "a small order" },
      "a small order of french fries",
      new Set(["french", "fry"]),
    );
    expect(small.grams).toBeCloseTo(110, 0);
    const medium = resolvePortion(
      fries,
      { amount: 1, size: "medium", raw: "a medium order" },
      "a medium order of french fries",
      new Set(["french", "fry"]),
    );
    expect(medium.grams).toBeCloseTo(145, 0);
    expect(medium.assumption).toContain("as in similar foods");
    // Instant iced tea has no drink sizes; a large tea is a large fountain drink, twice the usual.
    const tea = resolvePortion(
      food("fndds:92305910"),
      { amount: 1, size: "large", raw: "a large" },
      "a large iced tea",
      new Set(["tea", "iced"]),
    );
    expect(tea.grams).toBeCloseTo(744, 0);
  });
});
