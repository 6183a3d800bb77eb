import { describe, expect, it } from "vitest";
import { loadRewriteWords, rewrite, type RewriteContext } from "../../eval/robust/rewrites.js";

const ctx: RewriteContext = { words: loadRewriteWords(), foodWords: new Set(["chicken", "banana", "pizza"]) };
const meal = "For lunch, I enjoyed a delicious slice of pizza, a medium banana and 1.5 cups of chicken soup.";

describe("robustness rewrites", () => {
  it("swaps praise words, eating verbs and framing for synonyms and leaves the foods and amounts alone", () => {
    expect(rewrite(meal, "synonyms", "m1", ctx)).toBe(
      "At lunch, I had a tasty slice of pizza, a medium banana and 1.5 cups of chicken soup.",
    );
  });

  it("lower-cases and drops punctuation but keeps a decimal point", () => {
    expect(rewrite(meal, "lowercase_no_punctuation", "m1", ctx)).toBe(
      "for lunch i enjoyed a delicious slice of pizza a medium banana and 1.5 cups of chicken soup",
    );
  });

  it("abbreviates sizes and units the way people type them", () => {
    expect(rewrite("a large latte with a tablespoon of honey", "abbreviations", "m1", ctx)).toBe(
      "a lg latte w/ a tbsp of honey",
    );
  });

  it("makes one typo in one food word, the same one on every run", () => {
    const once = rewrite(meal, "typo", "m1", ctx);
    expect(once).toBe(rewrite(meal, "typo", "m1", ctx));
    const words = meal.split(" ");
    const changed = (once ?? "").split(" ").flatMap((w, i) => (w === words[i] ? [] : [words[i]]));
    expect(changed).toHaveLength(1);
    expect(["pizza,", "banana", "chicken"]).toContain(changed[0]);
  });

  it("moves the first item of the list to its end, keeping the framing in front", () => {
    expect(rewrite(meal, "reordered", "m1", ctx)).toBe(
      "For lunch, I enjoyed a medium banana, 1.5 cups of chicken soup, and a delicious slice of pizza.",
    );
  });

  it("has a second, independent list of synonyms: no word it puts in is one the measured list puts in", () => {
    const fresh = loadRewriteWords("fresh");
    expect(rewrite(meal, "synonyms", "m1", { ...ctx, words: fresh })).toBe(
      "Over lunch, I ate a scrumptious slice of pizza, a medium banana and 1.5 cups of chicken soup.",
    );
    const measured = new Set(Object.values(ctx.words.synonyms));
    expect(Object.values(fresh.synonyms).filter((w) => measured.has(w))).toEqual([]);
  });

  it("reads a decimal point in the first item as part of its amount, not the end of a sentence", () => {
    expect(rewrite("I had 5.3 oz of yogurt and a banana.", "reordered", "m1", ctx)).toBe(
      "I had a banana and 5.3 oz of yogurt.",
    );
  });

  it("keeps what is said after the last item with it, and reads half and half as one food", () => {
    expect(
      rewrite("I had a cup of rice cakes and a cup of sweet, fresh grapes. Then tea.", "reordered", "m1", ctx),
    ).toBe("I had a cup of sweet, fresh grapes and a cup of rice cakes. Then tea.");
    expect(rewrite("I had a cup of coffee with half and half and a bagel.", "reordered", "m1", ctx)).toBe(
      "I had a bagel and a cup of coffee with half and half.",
    );
  });

  it("reports no rewrite when a kind changes nothing", () => {
    expect(rewrite("an apple", "reordered", "m1", ctx)).toBeUndefined();
  });
});
