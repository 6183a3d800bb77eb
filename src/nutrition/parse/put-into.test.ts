import { describe, expect, it } from "vitest";
import { drinkBeforeWhatWentIn } from "./put-into.js";

describe("what is put into a drink", () => {
  it.each([
    ["2 pumps vanilla in a grande latte", "grande latte with 2 pumps vanilla"],
    ["a splash of milk in my coffee", "coffee with a splash of milk"],
    ["bagel, extra shot in my latte", "bagel, latte with extra shot"],
  ])("goes with the drink: %s", (said, read) => {
    expect(drinkBeforeWhatWentIn(said)).toBe(read);
  });

  it("leaves other things said 'in' something as said", () => {
    expect(drinkBeforeWhatWentIn("a packet of instant oatmeal in a delicious flavor")).toBe(
      "a packet of instant oatmeal in a delicious flavor",
    );
    expect(drinkBeforeWhatWentIn("1 tbsp olive oil in the pan")).toBe("1 tbsp olive oil in the pan");
  });
});
