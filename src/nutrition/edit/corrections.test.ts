import { describe, expect, it } from "vitest";
import type { MealEntryDraft } from "../../contracts/index.js";
import { analyzeMeal } from "../analyze-meal.js";
import { editMeal } from "./edit-meal.js";

// Tuesday 10 March 2026, 09:00 in Chicago.
const now = new Date("2026-03-10T14:00:00Z");
const timeZone = "America/Chicago";

const logged = new Map<string, MealEntryDraft>();
function mealOf(text: string): MealEntryDraft {
  const cached = logged.get(text);
  if (cached) return cached;
  const read = analyzeMeal(text, { now, timeZone });
  if (!read.ok) throw new Error(read.reason);
  const meal = read.meals[0] as MealEntryDraft;
  logged.set(text, meal);
  return meal;
}

function edited(text: string, instruction: string): MealEntryDraft {
  const result = editMeal(mealOf(text), instruction, now, timeZone);
  if (!result.ok) throw new Error(`${instruction}: ${result.reason}`);
  return result.meal;
}

const kcal = (meal: MealEntryDraft) => Math.round(meal.macros.calories_kcal);
const foods = (meal: MealEntryDraft) => meal.items.map((i) => i.food_name);

describe("swapping a kind of food, said many ways", () => {
  it.each(["skim not whole", "it was skim, not whole", "skim milk, not whole", "it was skimmed milk", "make it skim"])(
    "“%s” makes a glass of whole milk skim, same amount",
    (instruction) => {
      const meal = edited("a glass of whole milk", instruction);
      expect(foods(meal)).toEqual(["Milk, fat free (skim)"]);
      expect(meal.items[0]?.grams).toBe(mealOf("a glass of whole milk").items[0]?.grams);
    },
  );

  it.each(["the soda was diet", "diet coke actually", "make the coke diet", "it was diet"])(
    "“%s” makes a can of coke diet (156 → 7 kcal)",
    (instruction) => {
      const meal = edited("a can of coke", instruction);
      expect(foods(meal)).toEqual(["Soft drink, cola, diet"]);
      expect(kcal(meal)).toBeLessThan(10);
    },
  );

  it.each([
    ["a latte", "make it skim", "Coffee, Latte, nonfat"],
    ["a latte", "decaf", "Coffee, Latte, decaffeinated"],
    ["a latte", "the milk in my latte was oat", "Coffee, Latte, with non-dairy milk"],
    ["a medium latte", "switch to almond milk", "Coffee, Latte, with non-dairy milk"],
    ["a cappuccino and a croissant", "the cappuccino was made with skim", "Coffee, Cappuccino, nonfat"],
    ["a cup of coffee", "it was decaf", "Coffee, NS as to brewed or instant, decaffeinated"],
    ["2 slices of white toast", "whole wheat, not white", "Bread, whole wheat, toasted"],
    ["a cup of white rice and a grilled chicken breast", "brown rice, not white", "Rice, brown, cooked, NS as to fat"],
    ["fried chicken breast", "grilled, not fried", "Chicken breast, grilled without sauce, skin eaten"],
    ["2 fried eggs", "they were poached", "Egg, whole, boiled or poached"],
  ])("%s + “%s” → %s", (text, instruction, food) => {
    expect(foods(edited(text, instruction))).toContain(food);
  });

  it("picks the milk, not the cereal, for “skim” in a bowl of cereal with milk", () => {
    const meal = edited("a bowl of cereal with whole milk", "skim");
    expect(foods(meal)).toEqual(["Cereal, ready-to-eat, NFS", "Milk, fat free (skim)"]);
  });
});

describe("changing a size", () => {
  it.each([
    ["small fries", "make that a large", 180],
    ["a tall latte", "grande, not tall", 480],
    ["a small latte", "it was a venti", 600],
    ["a grande latte", "venti please", 600],
    ["a large latte", "make it a small", 360],
  ])("%s + “%s” weighs USDA's portion of that size (%d g)", (text, instruction, grams) => {
    expect(edited(text, instruction).items[0]?.grams).toBe(grams);
  });
});

describe("changing a count or an amount", () => {
  it.each([
    ["2 eggs", "I had 4, not 2", "4 eggs", 200],
    ["3 eggs", "only 2 eggs", "2 eggs", 100],
    ["3 pancakes", "actually 2 pancakes", "2 pancakes", 100],
    ["2 slices of cheese pizza", "make it 3 slices", "3 slices of cheese pizza", 357],
    ["2 slices of cheese pizza", "I only had one slice", "one slice of cheese pizza", 119],
    ["a grilled chicken breast", "the chicken was 200 g", "200 g grilled chicken breast", 200],
    ["a cup of white rice", "half a cup of rice", "half a cup of white rice", 81.5],
    ["a glass of orange juice", "it was 12 oz", "12 oz of orange juice", 372],
  ])("%s + “%s” → “%s”, %d g", (text, instruction, phrase, grams) => {
    const meal = edited(text, instruction);
    expect(meal.items).toHaveLength(1);
    expect(meal.items[0]?.phrase).toBe(phrase);
    expect(meal.items[0]?.grams).toBe(grams);
  });
});

describe("scaling", () => {
  it.each([
    ["a banana", "I only ate half", 0.5],
    ["a burrito", "I only ate a third", 1 / 3],
    ["a bowl of oatmeal", "I ate two thirds of it", 2 / 3],
    ["a slice of cheesecake", "I shared it, so half", 0.5],
    ["a banana", "double it", 2],
    ["a cup of vanilla ice cream", "double portion", 2],
  ])("%s + “%s” counts %d of it", (text, instruction, factor) => {
    expect(edited(text, instruction).macros.calories_kcal).toBeCloseTo(mealOf(text).macros.calories_kcal * factor, 0);
  });

  it("halves only the item named", () => {
    const meal = edited("a burger and fries", "half the fries");
    expect(meal.items.map((i) => i.grams)).toEqual([145, 55]);
  });
});

describe("removing an item or a part of one", () => {
  it.each([
    ["a burger and fries", "no fries", ["Hamburger, NFS"]],
    ["a cheeseburger and a can of coke", "remove the coke", ["Cheeseburger, NFS"]],
    [
      "pasta with tomato sauce and a glass of red wine",
      "I didn't drink the wine",
      ["Pasta with tomato-based sauce, home recipe"],
    ],
    [
      "a cup of white rice and a grilled chicken breast",
      "I skipped the chicken",
      ["Rice, white, cooked, NS as to fat"],
    ],
    ["a bagel with cream cheese", "no cream cheese", ["Bagel"]],
    ["a turkey sandwich and a tablespoon of mayo", "hold the mayo", ["Turkey sandwich on white"]],
  ])("%s + “%s” keeps %j", (text, instruction, kept) => {
    expect(foods(edited(text, instruction))).toEqual(kept);
  });

  it.each([
    ["a turkey sandwich with cheese", "no cheese", "Turkey sandwich on white"],
    ["a turkey sandwich with cheese", "there was no cheese", "Turkey sandwich on white"],
    ["a cheeseburger", "hold the cheese", "Hamburger, NFS"],
    ["a chicken breast", "no skin", "Chicken breast, NS as to cooking method, skin not eaten"],
    ["a chicken breast", "it was skinless", "Chicken breast, NS as to cooking method, skin not eaten"],
    ["a fried chicken thigh", "no skin", "Chicken thigh, fried, coated, skin / coating not eaten, from restaurant"],
  ])("%s + “%s” is USDA's food without it: %s", (text, instruction, food) => {
    expect(foods(edited(text, instruction))).toEqual([food]);
  });

  it("takes the bun off a hot dog: what is left is the frankfurter", () => {
    expect(foods(edited("a hot dog", "no bun"))).toEqual(["Hot dog, NFS"]);
  });

  it("takes a hamburger bun's worth off a cheeseburger USDA weighs with its bun, and says so", () => {
    const meal = edited("a cheeseburger", "without the bun");
    // Cheeseburger, NFS 165 g (488 kcal) less Roll, white, hamburger bun 52 g (139 kcal).
    expect(kcal(meal)).toBe(350);
    expect(meal.items[0]?.grams).toBe(113);
    expect(meal.items[0]?.assumption).toContain("less a hamburger bun (52 g");
  });
});

describe("what was left", () => {
  it("“I only ate the fish” keeps the fish alone", () => {
    expect(foods(edited("grilled salmon and a cup of white rice", "I only ate the salmon"))).toEqual([
      "Fish, salmon, grilled",
    ]);
  });

  it("“just one cup” of two cups of coffee is one cup", () => {
    expect(edited("2 cups of coffee", "just one cup").items[0]?.grams).toBe(240);
  });

  it("a side said with a dish is taken off the dish, not the meal emptied", () => {
    const meal = edited("chicken tikka masala with rice", "no rice");
    expect(meal.items).toHaveLength(1);
    expect(meal.items[0]?.food_name).not.toMatch(/rice/i);
  });
});

describe("replacing a food", () => {
  it.each([
    ["a ham sandwich", "it was turkey, not ham", "Turkey sandwich on white"],
    ["a cup of white rice", "it was quinoa", "Quinoa, NS as to fat"],
    ["a cup of white rice", "replace the rice with quinoa", "Quinoa, NS as to fat"],
    ["a blueberry muffin", "it was a bagel, not a muffin", "Bagel"],
    ["a beef burrito", "chicken, not beef", "Burrito, chicken, cheese"],
    ["a glass of orange juice", "it was apple juice", "Apple juice, 100%"],
  ])("%s + “%s” → %s", (text, instruction, food) => {
    expect(foods(edited(text, instruction))).toEqual([food]);
  });

  it("a new food said without an amount is its usual portion, not the old food's weight", () => {
    const meal = edited("oatmeal with brown sugar", "swap the brown sugar for honey");
    const honey = meal.items.find((i) => i.food_name === "Honey");
    expect(honey?.grams).toBeLessThan(30);
  });

  it("keeps the amount the user said: a cup of rice becomes a cup of quinoa (USDA's cup, 170 g)", () => {
    const meal = edited("a cup of white rice", "it was quinoa");
    expect(meal.items[0]?.phrase).toBe("a cup of quinoa");
    expect(meal.items[0]?.grams).toBe(170);
  });
});

describe("several changes in one instruction", () => {
  it("no cheese and add a side salad", () => {
    const meal = edited("a turkey sandwich with cheese", "no cheese and add a side salad");
    expect(foods(meal)).toEqual([
      "Turkey sandwich on white",
      "Lettuce, salad with assorted vegetables including tomatoes and/or carrots, no dressing",
    ]);
  });

  it("a kind, an amount and a day together", () => {
    const meal = edited("a can of coke and a slice of cheese pizza", "the coke was diet and I had 2 slices");
    expect(foods(meal)[0]).toBe("Soft drink, cola, diet");
    expect(meal.items[1]?.grams).toBe(238);
    const moved = edited("2 eggs and a slice of toast", "I had 3 eggs, and it was yesterday");
    expect(moved.items[0]?.phrase).toBe("3 eggs");
    expect(
      new Date(mealOf("2 eggs and a slice of toast").consumed_at).getTime() - new Date(moved.consumed_at).getTime(),
    ).toBe(24 * 3600_000);
  });
});

describe("'half and half' is a cream, not two commands", () => {
  it("adds 2 tablespoons of half and half to a coffee", () => {
    const meal = edited("a cup of coffee", "add 2 tablespoons of half and half");
    expect(foods(meal)).toEqual(["Coffee, NS as to type", "Cream, half and half"]);
    expect(meal.items[1]?.grams).toBe(30);
  });

  it("still splits a command that follows it, and two halvings", () => {
    expect(foods(edited("a coffee and a muffin", "add half and half and remove the muffin"))).toEqual([
      "Coffee, NS as to type",
      "Cream, half and half",
    ]);
    const halved = edited("a bowl of rice and fries", "half the rice and half the fries");
    expect(halved.items.map((item) => item.quantity)).toEqual([0.5, 0.5]);
  });
});

describe("leaving a part out", () => {
  it("takes the sugar out of a sweetened coffee ('no sugar'), not into a sugar-free frozen drink", () => {
    const before = mealOf("a large coffee with cream and sugar");
    const meal = edited("a large coffee with cream and sugar", "no sugar");
    expect(foods(meal)).toEqual(["Coffee, NS as to type", "Cream, light"]);
    expect(kcal(meal)).toBeLessThan(kcal(before));
  });
});

describe("refusing, precisely, and changing nothing", () => {
  it.each([
    ["a banana", "remove the pizza", /Nothing in this meal is “pizza”: it has “a banana”/],
    ["a latte", "make it sparkle", /couldn't tell what to change in “make it sparkle”\. I can add or remove/],
    ["a turkey sandwich", "hold the mayo", /USDA weighs “Turkey sandwich on white” without it/],
    ["a frankfurter", "no bun", /“Hot dog, NFS”, as USDA weighs it, holds no bun/],
    ["a bean burrito with cheese", "no cheese", /has more energy, not less/],
    ["a cup of coffee and a latte", "decaf", /Which one was decaffeinated: “a cup of coffee” and “a latte”\?/],
  ])("%s + “%s”", (text, instruction, reason) => {
    const before = structuredClone(mealOf(text));
    const result = editMeal(mealOf(text), instruction, now, timeZone);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
    expect(mealOf(text)).toEqual(before);
  });
});
