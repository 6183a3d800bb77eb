import { describe, expect, it } from "vitest";
import { parseMealText } from "./meal-text-parser.js";

const ctx = {
  now: new Date("2024-06-12T18:30:00Z"),
  timeZone: "America/New_York",
};
const first = (text: string) => parseMealText(text, ctx)[0]?.items[0];

describe("amounts", () => {
  it.each([
    ["2 eggs", 2],
    ["1.5 cups of rice", 1.5],
    ["½ cup of rice", 0.5],
    ["¼ cup of nuts", 0.25],
    ["¾ cup of oats", 0.75],
    ["1½ cups of milk", 1.5],
    ["1/2 cup of rice", 0.5],
    ["1 1/2 cups of rice", 1.5],
    ["one and a half cups of rice", 1.5],
    ["a banana", 1],
    ["an apple", 1],
    ["one egg", 1],
    ["twelve almonds", 12],
    ["twenty grapes", 20],
    ["half a banana", 0.5],
    ["a half cup of yogurt", 0.5],
    ["a couple of eggs", 2],
    ["a few crackers", 3],
    ["several cookies", 3],
    ["a dozen eggs", 12],
    ["another jar of peaches", 1],
    ["half a dozen eggs", 6],
    ["2-3 eggs", 2.5],
    ["2 to 3 eggs", 2.5],
    ["two or three eggs", 2.5],
    ["eggs x2", 2],
    ["2x eggs", 2],
    ["toast x 3", 3],
  ])("%s → %d", (text, amount) => {
    expect(first(text)?.quantity?.amount).toBeCloseTo(amount, 3);
  });

  it("leaves the amount out when none is given", () => {
    expect(first("scrambled eggs")?.quantity).toBeUndefined();
    expect(first("scrambled eggs")?.foodText).toBe("scrambled eggs");
  });

  it("multiplies a count of measured containers", () => {
    expect(first("two 12-oz cans of cola")?.quantity).toMatchObject({
      amount: 24,
      unit: "oz",
    });
    expect(first("a 12 fl oz can of diet cola")?.quantity).toMatchObject({
      amount: 12,
      unit: "fl_oz",
    });
  });

  it("scales the measure a fraction is tied to", () => {
    expect(first("a quarter slice of pizza")?.quantity).toMatchObject({
      amount: 0.25,
      unit: "slice",
    });
    expect(first("a quarter cup of Reese's Pieces")?.quantity).toMatchObject({
      amount: 0.25,
      unit: "cup",
    });
  });
});

describe("describers around a sized unit", () => {
  it("keeps a describer between a size and its unit with the food", () => {
    const item = first("a mini microwave bag of unsalted popcorn");
    expect(item?.foodText).toBe("microwave unsalted popcorn");
    expect(item?.quantity).toMatchObject({ amount: 1, unit: "packet", size: "small" });
  });

  it("reads miniature as a size, after a describer too", () => {
    const item = first("a sweet miniature chocolate-covered fondant");
    expect(item?.foodText).toBe("sweet chocolate-covered fondant");
    expect(item?.quantity).toMatchObject({ amount: 1, size: "small" });
  });
});

describe("units", () => {
  it.each([
    ["200g chicken", 200, "g"],
    ["200 grams of chicken", 200, "g"],
    ["1.5kg potatoes", 1.5, "kg"],
    ["500 mg vitamin c", 500, "mg"],
    ["16oz coffee", 16, "oz"],
    ["a 12-oz steak", 12, "oz"],
    ["6 ounces of salmon", 6, "oz"],
    ["1 lb of ground beef", 1, "lb"],
    ["2 pounds of grapes", 2, "lb"],
    ["250 ml orange juice", 250, "ml"],
    ["1 l of water", 1, "l"],
    ["half a liter of water", 0.5, "l"],
    ["2 litres of water", 2, "l"],
    ["8 fl oz of milk", 8, "fl_oz"],
    ["a fluid ounce of creamer", 1, "fl_oz"],
    ["a cup of coffee", 1, "cup"],
    ["2 cups of rice", 2, "cup"],
    ["1 tbsp olive oil", 1, "tbsp"],
    ["2 tablespoons of peanut butter", 2, "tbsp"],
    ["1 T butter", 1, "tbsp"],
    ["1 t salt", 1, "tsp"],
    ["a teaspoon of sugar", 1, "tsp"],
    ["a pint of beer", 1, "pint"],
    ["a quart of milk", 1, "quart"],
    ["a gallon of water", 1, "gallon"],
    ["2 slices of toast", 2, "slice"],
    ["3 pieces of chicken", 3, "piece"],
    ["a bowl of cereal", 1, "bowl"],
    ["a plate of pasta", 1, "plate"],
    ["a glass of milk", 1, "glass"],
    ["a can of soda", 1, "can"],
    ["a bottle of beer", 1, "bottle"],
    ["a handful of almonds", 1, "handful"],
    ["2 scoops of ice cream", 2, "scoop"],
    ["a serving of rice", 1, "serving"],
    ["a packet of instant oatmeal", 1, "packet"],
    ["a bag of chips", 1, "packet"],
    ["a bar of chocolate", 1, "bar"],
    ["2 cloves of garlic", 2, "clove"],
    ["a stick of string cheese", 1, "stick"],
    ["a container of yogurt", 1, "container"],
    ["an order of fries", 1, "order"],
    ["a mug of tea", 1, "mug"],
    ["3 strips of bacon", 3, "strip"],
    ["2 links of sausage", 2, "link"],
    ["a patty of beef", 1, "patty"],
    ["a fillet of salmon", 1, "fillet"],
    ["a wedge of brie", 1, "wedge"],
    ["a pat of butter", 1, "tsp"],
  ])("%s → %d %s", (text, amount, unit) => {
    expect(first(text)?.quantity).toMatchObject({ amount, unit });
  });

  it("does not take a food for a unit", () => {
    expect(first("cup noodles")?.quantity).toBeUndefined();
    expect(first("cup noodles")?.foodText).toBe("cup noodles");
  });

  it("drops praise that names no food", () => {
    expect(first("a juice box filled with fruity goodness")?.foodText).not.toContain("goodness");
  });

  it("reads 'a side of' as an order of the food, and 'a side salad' as the salad", () => {
    expect(first("a side of fries")).toMatchObject({ foodText: "fries", quantity: { amount: 1, unit: "order" } });
    expect(first("2 sides of mashed potatoes")).toMatchObject({ quantity: { amount: 2, unit: "order" } });
    expect(first("a side salad")?.foodText).toBe("side salad");
  });

  it("reads 'drink' as a unit only before 'of'", () => {
    expect(first("a drink of whiskey")).toMatchObject({ foodText: "whiskey", quantity: { amount: 1, unit: "drink" } });
    expect(first("a large drink of cola")?.quantity).toMatchObject({ size: "large", unit: "drink" });
    expect(first("a soft drink")?.foodText).toBe("soft drink");
    expect(first("a large soft drink")?.quantity?.unit).toBeUndefined();
  });

  it("reads 'bag' and 'box' as a unit after an amount or before 'of', as a phone note starts", () => {
    expect(first("bag of doritos")).toMatchObject({ foodText: "doritos", quantity: { amount: 1, unit: "packet" } });
    expect(first("box of raisins")).toMatchObject({ foodText: "raisins", quantity: { amount: 1, unit: "packet" } });
    expect(first("a bag of chips")?.quantity?.unit).toBe("packet");
    expect(first("tea bag")?.quantity?.unit).toBeUndefined();
  });

  it("reads 'side of' opening an item as one side, as a phone note starts", () => {
    expect(first("side of fries")).toMatchObject({ foodText: "fries", quantity: { amount: 1, unit: "order" } });
    expect(first("a side of fries")?.quantity?.unit).toBe("order");
    expect(first("fries on the side")?.quantity?.unit).toBeUndefined();
  });

  it("reads '8 count' as eight pieces", () => {
    expect(first("chick fil a 8 count nuggets")).toMatchObject({ quantity: { amount: 8, unit: "piece" } });
  });

  it("takes a weight given after the food", () => {
    expect(first("coffee 16oz")).toMatchObject({
      foodText: "coffee",
      quantity: { amount: 16, unit: "oz" },
    });
    expect(first("chicken breast, 150 g")).toMatchObject({
      foodText: "chicken breast",
      quantity: { amount: 150, unit: "g" },
    });
    expect(first("a package of M&M's, weighing 1.67 oz")?.quantity).toMatchObject({ amount: 1.67, unit: "oz" });
  });

  it("reads the amount after a verb said with 'open' or 'by'", () => {
    expect(first("I popped open a can of pasta")).toMatchObject({ foodText: "pasta", quantity: { unit: "can" } });
    expect(first("I tore open a bag of chips")).toMatchObject({ foodText: "chips", quantity: { unit: "packet" } });
    expect(first("enriched by a fluid ounce of liquid creamer")).toMatchObject({
      foodText: "liquid creamer",
      quantity: { amount: 1, unit: "fl_oz" },
    });
  });

  it("reads a measure after a collective word or a package", () => {
    expect(first("a delightful combination of a cup of salted pistachio nuts")).toMatchObject({
      foodText: "salted pistachio nuts",
      quantity: { amount: 1, unit: "cup" },
    });
    expect(first("a package containing two breakfast tarts")).toMatchObject({
      foodText: "breakfast tarts",
      quantity: { amount: 2 },
    });
    expect(first("a package of two breakfast tarts")).toMatchObject({ quantity: { amount: 2 } });
    expect(first("stack of 3 pancakes")).toMatchObject({ foodText: "pancakes", quantity: { amount: 3 } });
    // a measure inside the package is no count of it
    expect(first("a container of 0.5 fl oz of half and half")).toMatchObject({ quantity: { amount: 0.5 } });
    expect(first("a quick treat of two breakfast tarts")).toMatchObject({
      foodText: "breakfast tarts",
      quantity: { amount: 2 },
    });
    expect(first("a carton of 100% orange juice")).toMatchObject({ quantity: { amount: 1, unit: "container" } });
  });

  it("takes a measure said outright over a splash", () => {
    expect(first("a splash of 1 fluid ounce of lemon juice")?.quantity).toMatchObject({ amount: 1, unit: "fl_oz" });
  });

  it("takes grams over a household measure", () => {
    expect(first("a shot of 63g vodka")?.quantity).toMatchObject({ amount: 63, unit: "g" });
  });

  it("takes a spelled-out measure inside a vague serving", () => {
    expect(first("a generous serving of two cups of parboiled white rice")).toMatchObject({
      foodText: "parboiled white rice",
      quantity: { amount: 2, unit: "cup" },
    });
  });
});

describe("sizes", () => {
  it.each([
    ["a small apple", "small"],
    ["a medium banana", "medium"],
    ["a large latte", "large"],
    ["an extra large egg", "extra large"],
    ["an extra-large pizza", "extra large"],
    ["a jumbo shrimp", "jumbo"],
    ["a lg apple", "large"],
    ["sm fries", "small"],
    ["a med coffee", "medium"],
    ["an xl pizza", "extra large"],
    ["a medium-sized fried chicken drumstick", "medium"],
    ["a big burrito", "large"],
    ["a grande latte", "medium"],
  ])("%s → %s", (text, size) => {
    expect(first(text)?.quantity).toMatchObject({ amount: 1, size });
  });

  it("keeps size and unit together", () => {
    expect(first("a small order of fries")?.quantity).toMatchObject({
      amount: 1,
      unit: "order",
      size: "small",
    });
    expect(first("two large eggs")).toMatchObject({
      foodText: "eggs",
      quantity: { amount: 2, size: "large" },
    });
  });
});

describe("words the readers have never seen", () => {
  it.each([
    ["a splendid cup of cantaloupe", "cup", "cantaloupe"],
    ["a reviving bottle of sports drink", "bottle", "sports drink"],
    ["two substantial slices of toast", "slice", "toast"],
    // A hyphenated describing word stays with the food's words.
    ["a full-flavored cup of pork and beans", "cup", "full-flavored pork and beans"],
    ["an ice-cold can of cola", "can", "ice-cold cola"],
  ])("'%s' keeps its %s: a describing word that names no food never hides the unit", (text, unit, food) => {
    const item = first(text);
    expect(item?.quantity?.unit).toBe(unit);
    expect(item?.foodText).toBe(food);
  });

  it("does not make a quantity out of words with no amount before them ('nestled between slices of bread')", () => {
    const text =
      "a warm grilled cheese sandwich, overflowing with Cheddar cheese and nestled between slices of rye, with a bottle of water";
    expect(parseMealText(text, ctx)[0]?.items.map((i) => i.foodText)).toHaveLength(2);
  });
});
