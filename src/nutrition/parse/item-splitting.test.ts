import { describe, expect, it } from "vitest";
import { parseMealText } from "./meal-text-parser.js";

const ctx = {
  now: new Date("2024-06-12T18:30:00Z"),
  timeZone: "America/New_York",
};
const items = (text: string) =>
  parseMealText(text, ctx).flatMap((m) => m.items);
const foods = (text: string) => items(text).map((i) => i.foodText);

describe("pieces that are not new foods", () => {
  it("reads the food after a 'while snacking' lead-in", () => {
    expect(foods("While snacking, I enjoyed a bag of chips")).toEqual([
      "chips",
    ]);
  });

  it("drops a gerund clause that comments on a food already said", () => {
    expect(
      foods(
        "I reached for a piece of sugar-free chewing gum, savoring its minty flavor.",
      ),
    ).toEqual(["sugar-free chewing gum"]);
    expect(
      foods("I grabbed a banana, enjoying one banana to satisfy my hunger."),
    ).toEqual(["banana"]);
  });

  it("keeps a new food named in a gerund clause as its own item", () => {
    expect(
      foods("I had a glass of orange juice, savoring a belgian waffle"),
    ).toEqual(["orange juice", "belgian waffle"]);
  });

  it("starts a new item when a described dish is followed by a new clause", () => {
    expect(
      foods(
        "a slice of pizza topped with fruit, and I had another slice of pizza with vegetables",
      ),
    ).toHaveLength(2);
  });
});

describe("sizes", () => {
  it("reads 'medium crust' as the crust, not the portion", () => {
    const [pizza] = items("a medium crust pizza");
    expect(pizza?.foodText).toBe("medium crust pizza");
    expect(pizza?.quantity?.size).toBeUndefined();
  });

  it("reads king-size as the biggest size", () => {
    expect(items("a king-size candy bar")[0]?.quantity?.size).toBe("jumbo");
  });
});
