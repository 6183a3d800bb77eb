import { describe, expect, it } from "vitest";
import { parseMealText } from "./meal-text-parser.js";

const ctx = {
  now: new Date("2024-06-12T18:30:00Z"),
  timeZone: "America/New_York",
};
const meals = (text: string) => parseMealText(text, ctx);
const foods = (text: string) => meals(text).flatMap((m) => m.items.map((i) => i.foodText));

describe("splitting a message into meals", () => {
  it("gives one meal per meal word", () => {
    const result = meals("eggs and toast for breakfast, then a burrito at lunch");
    expect(result.map((m) => m.mealType)).toEqual(["breakfast", "lunch"]);
    expect(result.map((m) => m.items.map((i) => i.foodText))).toEqual([["eggs", "toast"], ["burrito"]]);
  });

  it("splits when the meal word leads its foods", () => {
    const result = meals("For breakfast I had oatmeal and coffee, and for dinner a steak with potatoes.");
    expect(result.map((m) => [m.mealType, m.items.map((i) => i.foodText)])).toEqual([
      ["breakfast", ["oatmeal", "coffee"]],
      ["dinner", ["steak with potatoes"]],
    ]);
  });

  it("starts a meal at a bare meal word heading its foods, as dictated with no punctuation", () => {
    const result = meals("breakfast oatmeal and coffee lunch a turkey sandwich dinner salmon and rice");
    expect(result.map((m) => [m.mealType, m.items.map((i) => i.foodText)])).toEqual([
      ["breakfast", ["oatmeal", "coffee"]],
      ["lunch", ["turkey sandwich"]],
      ["dinner", ["salmon", "rice"]],
    ]);
  });

  it("reads a part of the day as the meal eaten then when a later meal word names another", () => {
    const result = meals("this morning i had cereal and then lunch was a turkey wrap");
    expect(result.map((m) => [m.mealType, m.items.map((i) => i.foodText)])).toEqual([
      ["breakfast", ["cereal"]],
      ["lunch", ["turkey wrap"]],
    ]);
  });

  it("keeps the day for a later meal that names none", () => {
    const result = meals("yesterday lunch: a sandwich; dinner: pasta");
    expect(result.map((m) => m.consumedAt.toISOString())).toEqual([
      "2024-06-11T16:30:00.000Z",
      "2024-06-11T23:00:00.000Z",
    ]);
  });

  it("keeps a meal word and a time of day that agree together", () => {
    expect(
      meals(
        "This morning, I enjoyed a nutritious breakfast that included a cup of tap water and a cup of Trix cereal.",
      ),
    ).toHaveLength(1);
  });

  it("does not take food names for meal words", () => {
    expect(foods("a breakfast burrito and dinner rolls")).toEqual(["breakfast burrito", "dinner rolls"]);
    expect(foods("a snack bar")).toEqual(["snack bar"]);
  });

  it("finds no meal in text without food", () => {
    expect(meals("hello")).toEqual([]);
    expect(meals("that was the perfect way to fuel my morning")).toEqual([]);
  });
});

describe("splitting a meal into items", () => {
  it.each([
    ["eggs, toast and coffee", ["eggs", "toast", "coffee"]],
    ["eggs, toast and orange juice", ["eggs", "toast", "orange juice"]],
    ["pancakes and orange juice", ["pancakes", "orange juice"]],
    ["apple and orange juice", ["apple and orange juice"]],
    ["a double cheeseburger with two medium patties", ["double cheeseburger with 2 patties"]],
    ["a hamburger with a small patty on a soft white bun", ["hamburger with 1 patty on soft white bun"]],
    ["a bun with two sausage patties", ["bun", "sausage patties"]],
    ["a coffee plus a banana", ["coffee", "banana"]],
    ["water with my cheeseburger", ["water", "cheeseburger"]],
    ["a steak with a side of fries", ["steak", "fries"]],
    ["coffee with milk", ["coffee", "milk"]],
    ["mac and cheese", ["mac and cheese"]],
    ["a peanut butter and jelly sandwich", ["peanut butter and jelly sandwich"]],
    ["fish and chips", ["fried fish", "fries"]],
    ["rice and beans", ["rice and beans"]],
    ["steak with salt and pepper", ["steak", "salt and pepper"]],
    ["chicken and rice soup", ["chicken and rice soup"]],
    ["a roast beef sandwich with cheese", ["roast beef sandwich with cheese"]],
    [
      "a fruit smoothie made with banana and strawberries, and a muffin",
      ["fruit smoothie made with banana and strawberries", "muffin"],
    ],
    ["a cup of cooked, diced beef short ribs", ["cooked diced beef short ribs"]],
    ["a large fried chicken breast, skin and coating eaten", ["fried chicken breast skin and coating eaten"]],
  ])("%s → %j", (text, expected) => {
    expect(foods(text)).toEqual(expected);
  });

  it("removes talk around the food and keeps what describes it", () => {
    const text =
      "At lunch, I treated myself to a cup of bottled water, a piece of thin-crust pepperoni pizza from the cafeteria, and a satisfying cup of chocolate milk that was low in sugar.";
    expect(foods(text)).toEqual([
      "bottled water",
      "thin-crust pepperoni pizza from cafeteria",
      "chocolate milk low in sugar",
    ]);
    expect(
      foods(
        "I had a satisfying lunch today with a grilled chicken sandwich from McDonald's, complemented by a diet coke for a sweet finish",
      ),
    ).toEqual(["grilled chicken sandwich from mcdonald's", "diet cola"]);
    expect(foods("a glass of skim milk and a cup of 2% milk")).toEqual(["skim milk", "2% milk"]);
    expect(foods("quickly ate 97 g of prickly pear stems")).toEqual(["prickly pear stems"]);
  });

  it("reads a cooked food before 'and … soup' as a food of its own, not the soup's flavour", () => {
    expect(foods("grilled cheese and tomato soup")).toEqual(["grilled cheese", "tomato soup"]);
    expect(foods("sour cream and onion chips")).toEqual(["sour cream and onion chips"]);
  });

  it("reads a multiplier said before the food's 'with' part", () => {
    const [sticks] = meals("mozz sticks x6 w marinara")[0]?.items ?? [];
    expect([sticks?.foodText, sticks?.quantity?.amount]).toEqual(["mozz sticks with marinara", 6]);
  });

  it("reads a sub's length said after 'subway', and 'n' as 'and'", () => {
    expect(foods("subway 6in steak n cheese")).toEqual(["subway six-inch steak and cheese"]);
    expect(meals("subway 6in steak n cheese")[0]?.items[0]?.quantity?.amount ?? 1).toBe(1);
  });

  it("reads a unit with no amount after a chain's name as leading the item", () => {
    const [bowl] = meals("panera bowl of mac n cheese")[0]?.items ?? [];
    expect([bowl?.foodText, bowl?.quantity?.unit]).toEqual(["panera mac and cheese", "bowl"]);
  });

  it("never reads a word of a chain's name as an amount or a size", () => {
    const [five] = meals("five guys cheeseburger")[0]?.items ?? [];
    expect([five?.foodText, five?.quantity]).toEqual(["five guys cheeseburger", undefined]);
    const [slices] = meals("2 slices little caesars pepperoni")[0]?.items ?? [];
    expect([slices?.foodText, slices?.quantity?.amount, slices?.quantity?.size]).toEqual([
      "little caesars pepperoni",
      2,
      undefined,
    ]);
  });

  it("keeps the user's words for each item", () => {
    expect(meals("2 eggs and a slice of toast")[0]?.items.map((i) => i.phrase)).toEqual(["2 eggs", "a slice of toast"]);
  });
});

describe("cooking extras and left-out foods", () => {
  it("adds the fat a food was cooked in, with its amount", () => {
    const items = meals("2 eggs fried in a tablespoon of olive oil")[0]?.items ?? [];
    expect(items.map((i) => [i.foodText, i.role])).toEqual([
      ["eggs fried", "food"],
      ["olive oil", "extra"],
    ]);
    expect(items[1]?.quantity).toMatchObject({ amount: 1, unit: "tbsp" });
  });

  it("reads 'cooked in 2 tsp oil' and 'with butter'", () => {
    expect(meals("spinach cooked in 2 tsp oil")[0]?.items[1]).toMatchObject({
      foodText: "oil",
      role: "extra",
      quantity: { amount: 2, unit: "tsp" },
    });
    expect(meals("toast with butter")[0]?.items.map((i) => [i.foodText, i.role, i.quantity])).toEqual([
      ["toast", "food", undefined],
      ["butter", "extra", undefined],
    ]);
  });

  it("records what was left out", () => {
    expect(meals("coffee, no sugar")[0]?.items).toMatchObject([{ foodText: "coffee", without: ["sugar"] }]);
    expect(meals("a white cupcake, free of any frosting")[0]?.items).toMatchObject([
      { foodText: "white cupcake", without: ["frosting"] },
    ]);
    expect(meals("a sugar free cola")[0]?.items).toMatchObject([{ foodText: "sugar free cola", without: [] }]);
    expect(meals("a burger without cheese or onions")[0]?.items).toMatchObject([
      { foodText: "burger", without: ["cheese", "onions"] },
    ]);
    expect(meals("hot cocoa with no sugar added")[0]?.items[0]?.without).toEqual([]);
    expect(meals("a milk shake, not chocolate")[0]?.items[0]?.without).toEqual(["chocolate"]);
    // "not too sweet" grades the food and "peel not eaten" describes it: neither leaves a food out.
    expect(meals("a cookie that is not too sweet")[0]?.items[0]?.without).toEqual([]);
    expect(meals("a baked potato with the peel not eaten")[0]?.items[0]?.without).toEqual([]);
  });

  it("moves an amount said later to the food", () => {
    expect(meals("a bottle of water, just the right size at 12 fl oz")[0]?.items[0]?.quantity).toMatchObject({
      amount: 12,
      unit: "fl_oz",
    });
  });
});

describe("meal words inside food names", () => {
  it("reads fruit snacks as a food, not a snack meal", () => {
    expect(foods("a pouch of fruit snacks for my snack")).toEqual(["fruit snacks"]);
    expect(foods("a pouch of fruity snacks, paired with a cup of cooked pasta")).toEqual([
      "fruity snacks",
      "cooked pasta",
    ]);
    expect(foods("For lunch, I had an 11 oz frozen dinner")).toEqual(["frozen dinner"]);
  });
});
