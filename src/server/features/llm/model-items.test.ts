import { describe, expect, it } from "vitest";
import { completionsUrl } from "./chat-model-client.js";
import { readStatedTime, toParsedItem, toQuantity } from "./model-items.js";

const ctx = { now: new Date("2026-03-10T10:00:00Z"), timeZone: "UTC" };

describe("reading the model's amounts with the engine's amount reader", () => {
  it.each([
    [
      { quantity: 1, unit: "tablespoons", size: null },
      { amount: 1, unit: "tbsp" },
    ],
    [
      { quantity: 150, unit: "grams", size: null },
      { amount: 150, unit: "g" },
    ],
    [
      { quantity: 2, unit: "fl oz", size: null },
      { amount: 2, unit: "fl_oz" },
    ],
    [
      { quantity: 2, unit: "whole", size: null },
      { amount: 2, unit: undefined },
    ],
    [
      { quantity: 1, unit: "medium", size: null },
      { amount: 1, size: "medium" },
    ],
    [
      { quantity: 1, unit: "slice", size: "large" },
      { amount: 1, unit: "slice", size: "large" },
    ],
    [
      { quantity: null, unit: null, size: "small" },
      { amount: 1, size: "small" },
    ],
    [
      { quantity: 3, unit: "smidgens", size: null },
      { amount: 3, unit: undefined },
    ],
  ] as const)("%o → %o", (given, expected) => {
    const read = toQuantity(given);
    expect({ amount: read?.amount, unit: read?.unit, size: read?.size }).toEqual({
      unit: undefined,
      size: undefined,
      ...expected,
    });
  });

  it("gives no quantity when the model gave none", () => {
    expect(toQuantity({ quantity: null, unit: null, size: null })).toBeUndefined();
  });

  it("turns a model item into the parsed item the engine grounds", () => {
    const item = toParsedItem({ food: "Greek Yogurt!", quantity: 200, unit: "g", size: null, without: ["Honey"] });
    expect(item).toEqual({
      phrase: "200 g greek yogurt",
      spans: expect.any(Array),
      foodText: "greek yogurt",
      quantity: { amount: 200, unit: "g", raw: "200 g" },
      without: ["honey"],
      role: "food",
    });
    expect(item.spans.map((s) => `${s.kind}:${s.text}`)).toEqual(["amount:200", "unit:g", "food:greek", "food:yogurt"]);
  });
});

describe("reading the model's time words with the engine's time rules", () => {
  it("places 'last night' at 20:00 the day before", () => {
    const time = readStatedTime("last night", null, "pasta last night", ctx);
    expect(time.consumedAt.toISOString()).toBe("2026-03-09T20:00:00.000Z");
  });

  it("uses the meal type for the clock when the text names the meal", () => {
    const time = readStatedTime("yesterday", "dinner", "dinner yesterday was pasta", ctx);
    expect(time).toEqual({ consumedAt: new Date("2026-03-09T19:00:00.000Z"), mealType: "dinner" });
  });

  it("ignores time words the user never wrote", () => {
    const time = readStatedTime("yesterday", null, "a bowl of pasta", ctx);
    expect(time.consumedAt).toEqual(ctx.now);
  });

  it("keeps the meal's day for a clock-only change when editing", () => {
    const anchor = new Date("2026-03-08T12:00:00Z");
    const time = readStatedTime("at 7pm", null, "it was at 7pm", { ...ctx, anchor });
    expect(time.consumedAt.toISOString()).toBe("2026-03-08T19:00:00.000Z");
  });
});

describe("the completions address", () => {
  it.each([
    "http://localhost:11434",
    "http://localhost:11434/",
    "http://localhost:11434/v1",
    "http://localhost:11434/v1/",
  ])("%s → …/v1/chat/completions", (base) =>
    expect(completionsUrl(base)).toBe("http://localhost:11434/v1/chat/completions"),
  );
});
