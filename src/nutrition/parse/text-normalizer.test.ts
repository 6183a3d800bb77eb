import { describe, expect, it } from "vitest";
import { parseMealText } from "./meal-text-parser.js";
import { normalizeText } from "./text-normalizer.js";

const ctx = { now: new Date("2024-06-12T18:30:00Z"), timeZone: "Europe/Paris" };
const foods = (text: string) => parseMealText(text, ctx).flatMap((m) => m.items.map((i) => i.foodText));

describe("shorthand and typos", () => {
  it.each([
    ["pb&j on white", "peanut butter and jelly sandwich on white"],
    ["pb&j sandwich", "peanut butter and jelly sandwich"],
    ["a bananna", "banana"],
    ["brocoli", "broccoli"],
    ["lg apple", "apple"],
    ["oj", "orange juice"],
    ["short stack", "pancakes"],
    ["mac n cheese", "mac and cheese"],
    ["evoo", "olive oil"],
    ["avacado toast", "toast with avocado"],
    ["greek yoghurt", "greek yogurt"],
    ["chiken brest", "chicken breast"],
  ])("%s → %s", (text, expected) => {
    expect(foods(text)).toEqual([expected]);
  });

  it("reads a slash, a new line or a numbered list as a list of foods, not alternatives or amounts", () => {
    expect(foods("eggs/toast/coffee")).toEqual(["eggs", "toast", "coffee"]);
    expect(normalizeText("a fun/snack size snickers")).toContain("fun/snack");
    expect(foods("breakfast: eggs + toast\nlunch: turkey sandwich")).toEqual(["eggs", "toast", "turkey sandwich"]);
    expect(parseMealText("1) oatmeal 2) banana", ctx).flatMap((m) => m.items.map((i) => i.quantity))).toEqual([
      undefined,
      undefined,
    ]);
  });

  it("reads an em dash between words as a clause break, and one between numbers as a range", () => {
    expect(normalizeText("fried chicken—175g of breast and 110g of thigh—both fast food")).toBe(
      "fried chicken, 175 g of breast and 110 g of thigh, both fast food",
    );
    expect(normalizeText("2—3 eggs")).toBe("2-3 eggs");
  });

  it("reads a count in brackets after a food as how many, and other brackets as words", () => {
    const amounts = (text: string) => parseMealText(text, ctx).flatMap((m) => m.items.map((i) => i.quantity?.amount));
    expect(amounts("tacos (3)")).toEqual([3]);
    expect(amounts("wings (6) and a beer")).toEqual([6, 1]);
    expect(parseMealText("chicken breast (6 oz)", ctx)[0]?.items[0]?.quantity).toMatchObject({ amount: 6, unit: "oz" });
  });

  it("reads what a label says a food holds as no amount of it ('protein shake 30g protein'), but a sugar cookie's grams", () => {
    const quantity = (text: string) => parseMealText(text, ctx)[0]?.items[0]?.quantity;
    expect(quantity("protein shake 30g protein")).toBeUndefined();
    expect(quantity("quest bar w 20 g of protein")).toBeUndefined();
    expect(quantity("30g sugar cookie")).toMatchObject({ amount: 30, unit: "g" });
  });

  it("reads a price as no amount, and a food shared as the user's share of it", () => {
    const quantity = (text: string) => parseMealText(text, ctx)[0]?.items[0]?.quantity;
    expect(quantity("ramen noodles (the 25 cent pack)")).toBeUndefined();
    expect(quantity("shared a large pizza w 2 friends")).toMatchObject({ amount: 0.333, size: "large" });
    expect(quantity("split a brownie with my wife")?.amount).toBe(0.5);
    expect(foods("shared nachos with the table")).toEqual(["nachos"]);
    // shared with nobody named: by two, and never a banana split
    expect(quantity("split a slice of cheesecake")?.amount).toBe(0.5);
    expect(foods("split a slice of cheesecake")).toEqual(["cheesecake"]);
    expect(foods("split pea soup")).toEqual(["split pea soup"]);
  });

  it("reads a rough count said last ('nuggets like 4') and a few bites as spoonfuls", () => {
    const quantity = (text: string) => parseMealText(text, ctx)[0]?.items[0]?.quantity;
    expect(quantity("chicken nuggets like 4")?.amount).toBe(4);
    expect(quantity("a few bites of mac n cheese")).toMatchObject({ amount: 3, unit: "tbsp" });
  });

  it("reads a count typed straight after the food, before how it was cooked ('chicken thigh x2 air fried')", () => {
    expect(parseMealText("chicken thigh x2 air fried", ctx)[0]?.items[0]?.quantity?.amount).toBe(2);
    // a few typed after a plural food, then only how it was made
    expect(parseMealText("eggs 3 scrambled", ctx)[0]?.items[0]?.quantity?.amount).toBe(3);
    expect(parseMealText("donuts 2 glazed", ctx)[0]?.items[0]?.quantity?.amount).toBe(2);
    // a few after a piece word in the plural, whatever kind follows
    expect(parseMealText("bread slices 2 sourdough", ctx)[0]?.items[0]?.quantity).toMatchObject({
      amount: 2,
      unit: "slice",
    });
    expect(foods("banana + tbsp pb")).toEqual(["banana", "peanut butter"]);
  });

  it("reads a small count typed after a plural food ('ritz crackers 5'), not a number in a name ('route 44')", () => {
    const amount = (text: string) => parseMealText(text, ctx)[0]?.items[0]?.quantity?.amount;
    expect(amount("ritz crackers 5")).toBe(5);
    expect(amount("wings 6")).toBe(6);
    expect(amount("route 44 diet coke")).toBeUndefined();
  });

  it("reads a glass of red as red wine, unless the words say so themselves", () => {
    expect(foods("a glass of red")).toEqual(["red wine"]);
    expect(normalizeText("a glass of red table wine")).toBe("a glass of red table wine");
  });

  it("reads w/ and w/o", () => {
    const [item] = parseMealText("burger w/o bun", ctx)[0]?.items ?? [];
    expect(item).toMatchObject({ foodText: "burger", without: ["bun"] });
    expect(foods("bagel w/ cream cheese")).toEqual(["bagel", "cream cheese"]);
    for (const typed of ["grilled cheese w out butter", "grilled cheese w/out butter", "grilled cheese wout butter"])
      expect(parseMealText(typed, ctx)[0]?.items[0]).toMatchObject({ foodText: "grilled cheese", without: ["butter"] });
  });

  it("reads parts left uneaten as without", () => {
    const [item] =
      parseMealText("a fried chicken drumstick, skipping the skin and coating entirely", ctx)[0]?.items ?? [];
    expect(item).toMatchObject({ foodText: "fried chicken drumstick", without: ["skin and coating"] });
    const [thigh] = parseMealText("a grilled chicken thigh, leaving the skin behind", ctx)[0]?.items ?? [];
    expect(thigh).toMatchObject({ without: ["skin"] });
    const [breast] = parseMealText("a rotisserie chicken breast, making sure to skip the skin", ctx)[0]?.items ?? [];
    expect(breast).toMatchObject({ foodText: "rotisserie chicken breast", without: ["skin"] });
  });

  it("reads 'ready to serve' as one describing word, never a food", () => {
    expect(foods("a can of chicken noodle soup, ready to serve, and a cup of tap water")).toEqual([
      "chicken noodle soup ready-to-serve",
      "tap water",
    ]);
  });

  it("reads the juice of a fruit as freshly squeezed juice counted by the fruit", () => {
    expect(foods("the juice of one lime")).toEqual(["squeezed lime juice"]);
    const [slice] = parseMealText("the juice of a lemon slice", ctx)[0]?.items ?? [];
    expect(slice).toMatchObject({ foodText: "squeezed lemon juice", quantity: { amount: 1, unit: "slice" } });
  });

  it("names a bird's part after the bird, as USDA does", () => {
    expect(foods("a drumstick of fried chicken")).toEqual(["fried chicken drumstick"]);
    expect(foods("two thighs of grilled chicken")).toEqual(["grilled chicken thighs"]);
    expect(foods("a breast of lamb")).toEqual(["breast lamb"]);
  });

  it("expands abbreviated units", () => {
    const [item] = parseMealText("3 pcs chicken, 2 tbsp. peanut butter", ctx)[0]?.items ?? [];
    expect(item?.quantity).toMatchObject({ amount: 3, unit: "piece" });
  });

  it("reads decimal commas and thousands separators", () => {
    expect(normalizeText("1,5 kg of rice and 1,000 g of beans")).toBe("1.5 kg of rice and 1000 g of beans");
  });

  it("reads a number with several thousands separators as that number", () => {
    expect(normalizeText("1,000,000 pancakes and 12,345,678 g of rice")).toBe(
      "1000000 pancakes and 12345678 g of rice",
    );
    const [item] = parseMealText("1,000,000 pancakes", ctx)[0]?.items ?? [];
    expect(item).toMatchObject({ foodText: "pancakes", quantity: { amount: 1_000_000 } });
  });

  it("keeps brand apostrophes", () => {
    expect(foods("a Big Mac from McDonald's")).toEqual(["big mac from mcdonald's"]);
    expect(foods("a bag of M&M's")).toEqual(["m&m's"]);
  });

  it("reads a plus between foods as 'and'", () => {
    expect(foods("cup of tomato soup + grilled cheese")).toEqual(["tomato soup", "grilled cheese"]);
  });
});

describe("spelled and bare fractions", () => {
  const quantity = (text: string) => parseMealText(text, ctx)[0]?.items[0]?.quantity;

  it.each([
    ["a tasty (.5 oz) lollipop", { amount: 0.5, unit: "oz" }],
    ["three-quarters of a cup of rice", { amount: 0.75, unit: "cup" }],
    ["two thirds cup of oats", { amount: 0.667, unit: "cup" }],
    ["a quarter-cup of raw yam", { amount: 0.25, unit: "cup" }],
    ["quarter cup of milk", { amount: 0.25, unit: "cup" }],
    ["a third of a cup of skim milk", { amount: 0.333, unit: "cup" }],
    ["a half-ounce slice of sponge cake", { amount: 0.5, unit: "oz" }],
    ["an equally delightful cup of cheese crackers", { amount: 1, unit: "cup" }],
    ["a side of one cup of white rice", { amount: 1, unit: "cup" }],
  ])("%s", (text, expected) => {
    expect(quantity(text)).toMatchObject(expected);
  });

  it("keeps names that hold a fraction word", () => {
    expect(foods("a quarter pounder with cheese")).toEqual(["quarter pounder with cheese"]);
    expect(foods("coffee with half-and-half")).toEqual(["coffee", "half and half"]);
  });
});

describe("the inch mark", () => {
  it("after a number is inches, not a quote: 'subway 6\" meatball' is a six-inch sub, no six of them", () => {
    expect(normalizeText('subway 6" meatball marinara')).toBe("subway six-inch meatball marinara");
    expect(normalizeText("a 12″ pizza")).toBe("a 12 inch pizza");
    expect(normalizeText('i had "2 eggs"')).toBe("i had 2 eggs");
    // typed last, still the sub's length
    expect(normalizeText('turkey sub 12"')).toBe("turkey sub footlong");
  });
});

describe("one food a speech recogniser wrote as two words", () => {
  it.each([
    ["a bowl of oat meal with blue berries", ["bowl of oatmeal", "blueberries"]],
    ["2 cups of pop corn", ["cups of popcorn"]],
    ["a bowl of serial", ["bowl of cereal"]],
  ])("%s", (heard, meant) => {
    const read = foods(heard).join(" | ");
    for (const m of meant) expect(read).toContain(m.split(" of ").at(-1));
  });
});
