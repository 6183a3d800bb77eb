import { describe, expect, it } from "vitest";
import { analyzeMeal } from "./index.js";

const ctx = { now: new Date("2025-03-04T12:30:00Z"), timeZone: "UTC" };

function meal(text: string) {
  const r = analyzeMeal(text, ctx);
  if (!r.ok) throw new Error(r.reason);
  const items = r.meals.flatMap((m) => m.items);
  return {
    foods: items.map((i) => i.food_name),
    /** Each item's words as read, with its food. */
    said: items.map((i) => [i.phrase, i.food_name]),
    notes: r.meals.flatMap((m) => m.notes ?? []),
  };
}

describe("a part of an item its food does not explain", () => {
  it("counts a part only the phrase table names ('w guac'), and leaves the dish its own words", () => {
    expect(meal("chipotle chicken burrito bowl w guac").said).toEqual([
      // Chipotle's bowls come with beans and rice (the phrase table); "guac" is read as its full word.
      ["chipotle chicken burrito bowl", "Burrito bowl, chicken, with beans and rice"],
      ["guacamole", "Guacamole, NFS"],
    ]);
  });

  it("counts what came with a food weighed next to it ('chicken breast 6oz w broccoli'), not in the weight", () => {
    const broccoli = ["Chicken breast, NS as to cooking method, skin eaten", "Broccoli, NS as to form, cooked"];
    expect(meal("chicken breast 6oz w broccoli").foods).toEqual(broccoli);
    expect(meal("6 oz chicken breast w broccoli").foods).toEqual(broccoli);
    expect(meal("8 oz steak w/ asparagus").said).toEqual([
      ["8 oz steak", "Steak, NS as to type of meat, NS as to fat eaten"],
      ["asparagus", "Asparagus, NS as to form, cooked"],
    ]);
    // Weighed "of" the words, or after an article as a dish is described, the weight is all of them.
    expect(meal("6 oz of chicken breast w broccoli").foods).toHaveLength(1);
    expect(meal("a 260 g steak sub with fried peppers").foods).toHaveLength(1);
  });

  it("leaves a milk's kind said alone out of the dish's words once it is read as that milk ('cheerios w 2%')", () => {
    expect(meal("bowl of cheerios w 2%").said).toEqual([
      ["bowl of cheerios", "Cereal, O's, NFS"],
      ["2% milk", "Milk, reduced fat (2%)"],
    ]);
    expect(meal("cold brew w splash almond").said[0]?.[0]).toBe("cold brew");
  });

  it("reads foods listed after a dish as foods, not a sandwich nobody said ('omelette w ham cheese peppers')", () => {
    const { foods } = meal("3 egg omelette w ham cheese peppers onions");
    expect(foods.some((f) => /sandwich/i.test(f))).toBe(false);
    expect(foods).toContain("Ham");
    // A sandwich's own name still names it.
    expect(meal("reuben fries").foods).toEqual(["Reuben sandwich", "Potato, french fries, NS as to fresh or frozen"]);
  });

  it("counts the dish named before a side ('chicken parm w side of fries'), in the order said", () => {
    expect(meal("chicken parm w side of fries").foods).toEqual([
      "Chicken or turkey parmigiana",
      "Potato, french fries, NS as to fresh or frozen",
    ]);
  });

  it("counts what a spread went on with its own count ('tbsp of pb on 2 rice cakes')", () => {
    const r = analyzeMeal("tbsp of pb on 2 rice cakes", ctx);
    if (!r.ok) throw new Error(r.reason);
    const items = r.meals.flatMap((m) => m.items);
    expect(items.map((i) => i.food_name)).toEqual(["Peanut butter", "Rice cake"]);
    expect(items[0]?.grams).toBe(16);
    expect(items[1]?.quantity).toBe(2);
  });

  it("counts a side listed after what the dish holds ('whopper w cheese and onion rings')", () => {
    expect(meal("whopper w cheese and onion rings").foods).toEqual([
      "Whopper with cheese (Burger King)",
      "Fried onion rings",
    ]);
  });

  it("leaves a part USDA names the dish with inside the dish ('nachos with meat and cheese')", () => {
    expect(meal("nachos with meat and cheese").foods).toEqual(["Nachos, beef or pork"]);
    // A sandwich on a pancake is no kind of pancakes: the bacon said with pancakes is a food of its own.
    expect(meal("pancakes w bacon").foods).toEqual(["Pancakes, NFS", "Bacon, NS as to type of meat, cooked"]);
  });

  it("counts a part USDA makes dishes of this kind from, not into ('pot roast w carrots and potatoes')", () => {
    // "Potato from Puerto Rican style stuffed pot roast" is a potato, not a pot roast listed with potatoes.
    expect(meal("pot roast w carrots and potatoes").foods).toHaveLength(3);
  });

  it("counts a part cooked its own way ('greek salad w grilled chicken', 'orange chicken w fried rice')", () => {
    expect(meal("greek salad w grilled chicken").foods).toEqual([
      "Greek Salad, no dressing",
      "Chicken, NS as to part, grilled without sauce, NS as to skin eaten",
    ]);
    expect(meal("panda express orange chicken w fried rice").foods).toEqual(["Orange chicken", "Rice, fried, NFS"]);
  });

  it("counts the sides of a dish said cooked its own way ('grilled chicken w rice and beans')", () => {
    // USDA's "Chicken curry with rice" is a chicken dish with rice, but no grilled chicken.
    expect(meal("grilled chicken w rice and beans").foods).toEqual([
      "Chicken, NS as to part, grilled without sauce, NS as to skin eaten",
      "Rice, cooked, NFS",
      "Beans, NFS",
    ]);
  });

  it("counts a part or a dish USDA names only with another word ('eggs over easy w toast', 'toast w banana')", () => {
    // The butter said after the toast is spread on it, not the fat the eggs were fried in.
    expect(meal("2 eggs over easy w toast and butter").foods).toEqual([
      expect.stringMatching(/^Egg, whole, fried/),
      "Bread, NS as to major flour, toasted",
      "Butter, NFS",
    ]);
    // Nor a dish read through a synonym: USDA's "Bread, banana" is banana bread, no toast with a banana on it.
    expect(meal("2 slices whole wheat toast w pb and banana").foods).toEqual([
      "Bread, whole wheat, toasted",
      "Peanut butter",
      "Banana, raw",
    ]);
  });

  it("counts a part named with its kind ('w white rice'), not one named with how it tastes ('w crunchy almonds')", () => {
    expect(meal("beef and broccoli w white rice").foods).toEqual([
      "Beef and broccoli",
      "Rice, white, cooked, NS as to fat",
    ]);
    expect(meal("a nugget of chocolate with crunchy almonds").foods).toHaveLength(1);
  });

  it("counts a side said with a counter's sandwich: 'fried' and 'from fast food' in its name explain no fries", () => {
    expect(meal("popeyes chicken sandwich w/ reg cajun fries").said).toEqual([
      ["popeyes chicken sandwich", "Chicken fillet sandwich, fried, from fast food"],
      ["regular cajun fries", "Potato, french fries, fast food"],
    ]);
  });

  it("counts the dish before a side: a chain among the side's synonyms explains no dish ('Burger King side salad')", () => {
    expect(meal("turkey burger w lettuce tomato, side salad").foods).toHaveLength(2);
    expect(meal("turkey burger w lettuce tomato, side salad").foods[0]).toBe("Turkey or chicken burger, on white bun");
  });

  it("counts a part the food's name says it is without ('chicken caesar salad w dressing')", () => {
    const r = analyzeMeal("chicken caesar salad w dressing", ctx);
    if (!r.ok) throw new Error(r.reason);
    expect(r.meals.flatMap((m) => m.items.map((i) => [i.phrase, i.food_name]))).toEqual([
      [
        "chicken caesar salad",
        "Chicken or turkey caesar garden salad, chicken and/or turkey, lettuce, tomato, cheese, no dressing",
      ],
      ["dressing", "Salad dressing, NFS, for salads"],
    ]);
  });

  it("leaves what a food is described as holding inside it ('filled with', 'rich with')", () => {
    expect(meal("a fajita filled with tender meat and vegetables").foods).toHaveLength(1);
    expect(meal("a cup of potato soup, creamy and rich with milk").foods).toHaveLength(1);
  });

  it("keeps a part a weight covers inside the weighed food, and says so when its food does not name it", () => {
    expect(meal("17 g of beef with leafy greens").foods).toHaveLength(1);
    const yogurt = meal("8 oz of greek yogurt w berries");
    expect(yogurt.foods).toHaveLength(1);
    expect(yogurt.notes.join(" ")).toContain("Not counted apart: “berries” (8 oz was read as all of it).");
  });

  it("counts what a spoonful went with: the spoon measured only the spread ('2 tbsp hummus w pita')", () => {
    const r = analyzeMeal("2 tbsp hummus w pita", ctx);
    if (!r.ok) throw new Error(r.reason);
    const items = r.meals.flatMap((m) => m.items);
    expect(items.map((i) => [i.food_name, i.grams])).toEqual([
      ["Hummus, plain", 30],
      ["Bread, pita", 57],
    ]);
  });

  it("reads a list that ends in a food USDA names in its synonyms ('salad w chicken, avocado, balsamic')", () => {
    const foods = meal("big salad w chicken, avocado, balsamic").foods;
    expect(foods).toContain("Avocado, raw");
    expect(foods[0]).toMatch(/^Lettuce, salad/);
    expect(foods.at(-1)).toMatch(/Italian dressing/);
  });

  it("reads two words said for USDA's one as the food's own ('applesauce with bananas … baby food')", () => {
    expect(meal("a tablespoon of applesauce with bananas, which is a smooth and tasty baby food").foods).toEqual([
      "Babyfood, fruit, applesauce with banana, junior",
    ]);
  });

  it("keeps a drink and its mixer one drink, and fat said with no amount the cooking fat", () => {
    expect(meal("a drink of vodka and soda").foods).toEqual(["Vodka and soda"]);
    expect(meal("a cup of broccoli with butter").foods).toHaveLength(1);
  });
  it("reads a part typed as a list without commas as its foods ('w whipped cream strawberries')", () => {
    expect(meal("waffle w whipped cream strawberries").foods).toEqual([
      "Waffle, NFS",
      "Cream, whipped",
      "Strawberries, raw",
    ]);
    expect(meal("salad w feta walnuts and balsamic").foods).toContain("Cheese, Feta");
  });

  it("keeps words that name one food together ('w cajun fries', 'w honey almonds', 'a layer of icing')", () => {
    // Cajun fries are a fast-food order (Five Guys, Popeyes), and a burger said with them came from the counter too.
    expect(meal("burger w cajun fries").foods).toEqual([
      "Hamburger, from fast food, 1 medium patty",
      "Potato, french fries, fast food",
    ]);
    expect(meal("a yeast doughnut with a layer of chocolate icing").foods).toEqual([
      "Doughnut, yeast type, with chocolate icing",
    ]);
  });
  it("counts a part a dish the phrase table named does not hold ('chicken tikka masala with rice')", () => {
    expect(meal("chicken tikka masala with rice").foods).toEqual(["Chicken curry", "Rice, cooked, NFS"]);
  });

  it("counts a dressing said with a salad USDA weighs without one ('spinach salad w grilled chkn, feta, evoo')", () => {
    expect(meal("spinach salad w grilled chkn, feta, evoo").foods).toEqual([
      "Spinach salad, no dressing",
      "Chicken, NS as to part, grilled without sauce, NS as to skin eaten",
      "Cheese, Feta",
      "Olive oil",
    ]);
  });
  it("counts a part USDA lists only as a kind of it the user did not say ('coffee w cream and sugar')", () => {
    // "Frozen coffee drink, with whipped cream" holds no plain cream.
    expect(meal("coffee w cream and sugar").foods).toEqual(["Coffee, pre-sweetened with sugar", "Cream, light"]);
  });

  it("reads a dish said by its noun alone apart from a kind of it the user did not say ('salad w walnuts')", () => {
    const salad = "Lettuce, salad with assorted vegetables including tomatoes and/or carrots, no dressing";
    // USDA's "Apple salad with dressing" and "Potato salad, made with Italian dressing" are other dishes.
    expect(meal("salad w walnuts").foods).toEqual([salad, "Walnuts, excluding honey roasted"]);
    expect(meal("salad w feta walnuts and balsamic").foods).toEqual([
      salad,
      "Walnuts, excluding honey roasted",
      "Italian dressing, made with vinegar and oil",
      "Cheese, Feta",
    ]);
    // A food made to go on the dish ("Salad dressing, thousand island", "Enchilada sauce, red") is not the dish.
    expect(meal("salad with thousand island").foods).toEqual([salad, "Thousand Island dressing"]);
    expect(meal("3 chicken enchiladas w red sauce").said[0]).toEqual(["3 chicken enchiladas", "Enchilada, chicken"]);
    expect(meal("3 protein pancakes w sf syrup").foods[0]).toBe("Pancakes, NFS");
    // What the sauce's name holds stays one part: "green sauce" is no greens.
    expect(meal("enchiladas with green sauce").foods).toHaveLength(2);
    // Said, the kind stays: apples make USDA's apple salad, and chicken its "Chicken or turkey garden salad".
    expect(meal("salad w apples and walnuts").foods).toEqual(["Apple salad with dressing"]);
    expect(meal("salad w grilled chicken").foods).toHaveLength(1);
    // "2pc leg" at a chicken chain is USDA's chicken leg: the noun alone finds only "Frog legs".
    expect(meal("el pollo loco 2pc leg & thigh").foods).toEqual([
      "Chicken leg, drumstick and thigh, NS as to cooking method, skin eaten",
    ]);
  });

  it("reads a dressing's kind said alone after a salad as that dressing ('side salad w italian')", () => {
    const dressing = (text: string) => meal(text).foods[1] ?? "";
    expect(dressing("side salad w italian")).toMatch(/^Italian dressing/);
    expect(dressing("salad with french")).toBe("French or Catalina dressing");
    // After no salad, the word keeps its own food.
    expect(meal("italian sub").foods).toHaveLength(1);
  });
});
