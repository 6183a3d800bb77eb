import { describe, expect, it } from "vitest";
import { parseMealText } from "./meal-text-parser.js";
import { foodTextOf, itemSpans, joinSpans, labelSpans, showSpans, textWords, tokenizeText } from "./spans.js";

const ctx = { now: new Date("2024-06-12T18:30:00Z"), timeZone: "America/New_York" };
const kinds = (text: string) => showSpans(labelSpans(text));

describe("tokenizeText", () => {
  it("gives each word and each run of edge punctuation its offsets in the text", () => {
    const text = "eggs, toast and low-fat milk.";
    const tokens = tokenizeText(text);
    expect(tokens.map((t) => t.text)).toEqual(["eggs", ",", "toast", "and", "low-fat", "milk", "."]);
    for (const t of tokens) expect(text.slice(t.start, t.end)).toBe(t.text);
    expect(tokens.filter((t) => t.punctuation).map((t) => t.text)).toEqual([",", "."]);
  });

  it("keeps punctuation inside a word and a hyphen that ends one", () => {
    expect(textWords("2.5 oz of o'brien potatoes")).toEqual(["2.5", "oz", "of", "o'brien", "potatoes"]);
    expect(textWords("a 12- 'quoted' word!?")).toEqual(["a", "12-", "quoted", "word"]);
    expect(textWords("  -- , ")).toEqual([]);
  });
});

describe("labelSpans", () => {
  it("labels amounts, units, sizes, food words, modifiers and separators from the vocabulary", () => {
    expect(kinds("2 cups of steamed broccoli, a large coffee with milk")).toBe(
      "amount:2 unit:cups other:of modifier:steamed food:broccoli separator:, amount:a size:large food:coffee " +
        "separator:with food:milk",
    );
  });

  it("labels a short unit only after a number", () => {
    expect(kinds("5 g sugar")).toBe("amount:5 unit:g food:sugar");
    expect(labelSpans("vitamin g")[1]?.kind).not.toBe("unit");
  });

  it("labels chain names as brands, whole", () => {
    expect(kinds("taco bell 3 soft tacos")).toBe("brand:taco brand:bell amount:3 modifier:soft food:tacos");
  });

  it("labels time and meal words", () => {
    expect(kinds("for lunch yesterday at 1 pm")).toMatch(/meal:lunch time:yesterday .*time:1/);
  });

  it("calls a word no vocabulary knows other", () => {
    expect(labelSpans("a splendid bowl of chili").find((s) => s.text === "splendid")?.kind).toBe("other");
  });
});

describe("itemSpans", () => {
  it("lays the reader's food words over the labels: talk the vocabulary calls food is other", () => {
    const { spans, complete } = itemSpans("i treated myself to a hot cup of tea", ["hot", "tea"], ["a", "cup", "of"]);
    expect(complete).toBe(true);
    expect(showSpans(spans)).toBe(
      "other:i other:treated other:myself other:to amount:a modifier:hot unit:cup other:of food:tea",
    );
    expect(foodTextOf(spans)).toBe("hot tea");
  });

  it("reads a compound the splitter joined as its words, all food", () => {
    const { spans } = itemSpans("a slice of mac and cheese pizza", ["mac_and_cheese", "pizza"]);
    expect(foodTextOf(spans)).toBe("mac and cheese pizza");
  });

  it("says when the reader's words are not in the phrase", () => {
    expect(itemSpans("nachos cheese", ["nachos", "with", "cheese"]).complete).toBe(false);
  });
});

describe("items read from a message", () => {
  it("carry spans whose food words are the item's food text", () => {
    const items = parseMealText("2 scrambled eggs, 1 cup of oj and a medium latte from starbucks", ctx).flatMap(
      (m) => m.items,
    );
    expect(items.map((i) => foodTextOf(i.spans))).toEqual(items.map((i) => i.foodText));
    expect(items[0]?.spans.map((s) => s.kind)).toEqual(["amount", "modifier", "food"]);
    for (const item of items) for (const s of item.spans) expect(item.phrase.slice(s.start, s.end)).toBe(s.text);
  });

  it("an article read as the amount is the amount", () => {
    const [banana] = parseMealText("a banana", ctx)[0]?.items ?? [];
    expect(banana && showSpans(banana.spans)).toBe("amount:a food:banana");
  });

  it("a meal carries its text labelled, time and meal words included", () => {
    const [meal] = parseMealText("2 eggs for breakfast at 8am", ctx);
    expect(meal && showSpans(meal.spans)).toMatch(/^amount:2 food:eggs .*meal:breakfast .*time:8/);
    for (const s of meal?.spans ?? []) expect(meal?.text.slice(s.start, s.end)).toBe(s.text);
  });

  it("joined phrases keep their offsets", () => {
    const a = itemSpans("eggs", ["eggs"]).spans;
    const b = itemSpans("toast", ["toast"]).spans;
    const joined = joinSpans(a, 4, ", ", b);
    expect(joined.map((s) => "eggs, toast".slice(s.start, s.end))).toEqual(["eggs", ",", "toast"]);
  });
});
