import { describe, expect, it } from "vitest";
import { EDIT_HELP, parseEditInstruction } from "./edit-instruction-parser.js";
import type { EditOperation } from "./types.js";

// Wednesday 12 June 2024 14:30 in New York; the meal being edited was eaten at 08:00 that day.
const ctx = {
  now: new Date("2024-06-12T18:30:00Z"),
  timeZone: "America/New_York",
  anchor: new Date("2024-06-12T12:00:00Z"),
};

function ops(text: string): EditOperation[] {
  const result = parseEditInstruction(text, ctx);
  if (!result.ok) throw new Error(result.reason);
  return result.operations;
}

describe("add", () => {
  it.each([
    ["add 1 tbsp olive oil", "olive oil", { amount: 1, unit: "tbsp" }],
    ["also had a coffee", "coffee", { amount: 1 }],
    ["plus a banana", "banana", { amount: 1 }],
    ["I also had 2 slices of toast", "toast", { amount: 2, unit: "slice" }],
  ])("%s", (text, foodText, quantity) => {
    expect(ops(text)).toMatchObject([{ kind: "add", items: [{ foodText, quantity }] }]);
  });
});

describe("remove", () => {
  it.each([
    ["no cheese", "cheese"],
    ["remove the toast", "toast"],
    ["without the bun", "bun"],
    ["I didn't eat the fries", "fries"],
    ["take out the mac and cheese", "mac and cheese"],
  ])("%s → %s", (text, target) => {
    expect(ops(text)).toEqual([{ kind: "remove", target }]);
  });

  it("removes several foods", () => {
    expect(ops("remove the toast and the butter")).toEqual([
      { kind: "remove", target: "toast" },
      { kind: "remove", target: "butter" },
    ]);
  });
});

describe("scale", () => {
  it.each([
    ["double portion", 2],
    ["double it", 2],
    ["half", 0.5],
    ["half portion", 0.5],
    ["triple", 3],
    ["x1.5", 1.5],
    ["twice as much", 2],
  ])("%s → ×%d", (text, factor) => {
    expect(ops(text)).toEqual([{ kind: "scale", factor }]);
  });

  it("reads a number of servings", () => {
    expect(ops("make it 2 servings")).toEqual([{ kind: "scale", factor: 2, toServings: 2 }]);
  });

  it("scales one food", () => {
    expect(ops("double the rice")).toEqual([{ kind: "scale", factor: 2, target: "rice" }]);
    expect(ops("half the fries")).toEqual([{ kind: "scale", factor: 0.5, target: "fries" }]);
  });
});

describe("replace", () => {
  it.each([
    ["it was skim milk, not whole", "whole", "skim milk"],
    ["replace the rice with quinoa", "rice", "quinoa"],
    ["swap fries for salad", "fries", "salad"],
    ["brown rice instead of white rice", "white rice", "brown rice"],
    ["the milk was skim", "milk", "skim milk"],
  ])("%s", (text, target, foodText) => {
    expect(ops(text)).toMatchObject([{ kind: "replace", target, replacement: { foodText } }]);
  });
});

describe("set amount", () => {
  it.each([
    ["the rice was 200 g", "rice", { amount: 200, unit: "g" }],
    ["make the chicken 150g", "chicken", { amount: 150, unit: "g" }],
    ["only 1 slice of toast", "toast", { amount: 1, unit: "slice" }],
    ["change the rice to 1 cup", "rice", { amount: 1, unit: "cup" }],
    ["2 eggs, not 3", "eggs", { amount: 2 }],
  ])("%s", (text, target, quantity) => {
    expect(ops(text)).toMatchObject([{ kind: "set-amount", target, quantity }]);
  });
});

describe("time and meal", () => {
  it("moves the day and keeps the meal's clock time", () => {
    expect(ops("change to yesterday")).toEqual([{ kind: "set-time", consumedAt: new Date("2024-06-11T12:00:00Z") }]);
    expect(ops("that was yesterday")).toEqual([{ kind: "set-time", consumedAt: new Date("2024-06-11T12:00:00Z") }]);
  });

  it("changes the meal and moves to its usual time when the old one does not fit", () => {
    expect(ops("it was lunch")).toEqual([
      {
        kind: "set-time",
        consumedAt: new Date("2024-06-12T16:30:00Z"),
        mealType: "lunch",
      },
    ]);
    expect(ops("move to breakfast")).toEqual([
      {
        kind: "set-time",
        consumedAt: new Date("2024-06-12T12:00:00Z"),
        mealType: "breakfast",
      },
    ]);
  });

  it("sets the clock on the meal's day, never in the future", () => {
    expect(ops("at 11am")).toEqual([
      {
        kind: "set-time",
        consumedAt: new Date("2024-06-12T15:00:00Z"),
        mealType: "lunch",
      },
    ]);
    // 7pm today is still ahead at 14:30, so it is yesterday's 7pm.
    expect(ops("at 7pm")).toEqual([
      {
        kind: "set-time",
        consumedAt: new Date("2024-06-11T23:00:00Z"),
        mealType: "dinner",
      },
    ]);
  });
});

describe("several operations and failures", () => {
  it("reads several operations in one instruction", () => {
    expect(ops("add a banana and make it lunch")).toMatchObject([
      { kind: "add", items: [{ foodText: "banana" }] },
      { kind: "set-time", mealType: "lunch" },
    ]);
    expect(ops("remove the toast, double the eggs")).toMatchObject([{ kind: "remove" }, { kind: "scale", factor: 2 }]);
  });

  it.each(["asdf", "hello there", "what is this", ""])("does not guess at %j", (text) => {
    expect(parseEditInstruction(text, ctx)).toEqual({
      ok: false,
      reason: `I couldn't tell what to change. ${EDIT_HELP}`,
    });
  });

  it("names the part it did not understand", () => {
    const result = parseEditInstruction("add a banana and make it purple", ctx);
    expect(result).toEqual({
      ok: false,
      reason: `I couldn't tell what to change in “make it purple”. ${EDIT_HELP}`,
    });
  });
});
