import { describe, expect, it } from "vitest";
import { analyzeMeal } from "./index.js";

const ctx = { now: new Date("2025-03-04T12:30:00Z"), timeZone: "UTC" };

function read(text: string) {
  const r = analyzeMeal(text, ctx);
  if (!r.ok) throw new Error(r.reason);
  return r.meals;
}

describe("a meal never loses what was said without saying it", () => {
  it("gives the nearest food of its kind for an unknown word, with low confidence and a note naming the word", () => {
    const [stew] = read("a bowl of glorpnak stew").flatMap((m) => m.items);
    expect(stew?.food_name).toBe("Stew, NFS");
    expect(stew?.confidence).toBeLessThanOrEqual(0.5);
    expect(stew?.assumption).toContain("not recognised: “glorpnak”");
  });

  it("counts each food of a list typed with no commas ('eggs bacon toast', 'hot dog chips soda')", () => {
    const items = (text: string) => read(text).flatMap((m) => m.items);
    expect(items("eggs bacon toast").map((i) => i.phrase)).toEqual(["eggs", "bacon", "toast"]);
    expect(items("hot dog chips soda")).toHaveLength(3);
    const [eggs] = items("2 eggs bacon toast");
    expect(eggs?.phrase).toBe("2 eggs");
    expect(eggs?.grams).toBe(100);
  });

  it("counts each food of a list whose foods only a name's part, a product or a drink says ('8oz ribeye mashed potatoes')", () => {
    const foods = (text: string) => read(text).flatMap((m) => m.items.map((i) => [i.phrase, i.food_name]));
    const names = (text: string) => foods(text).map(([, food]) => food);
    // A whole part of a USDA name opens a list, and so does another name of the food or a word whose head noun opens
    // USDA's name ("meatloaf"); an amount said after a chain's name is the first food's ("mcdonalds 10 pc nuggets
    // fries coke" was 3.7 kg of cola); a word the database does not know describes the food after it.
    expect(foods("8oz ribeye mashed potatoes")).toEqual([
      ["8 oz ribeye", "Beef, steak, ribeye, NS as to fat eaten"],
      ["mashed potatoes", "Potato, mashed, NFS"],
    ]);
    expect(names("tofu rice")).toEqual(["Soybean curd", "Rice, cooked, NFS"]);
    // A product's own name ("Cheerios, NFS") and the synonym table's spelling of a name's part ("cornflakes") too.
    expect(names("cheerios skim milk")).toEqual(["Cereal, O's, NFS", "Milk, fat free (skim)"]);
    expect(names("cornflakes milk")).toEqual(["Cereal, corn flakes, plain", "Milk, NFS"]);
    // A food measured first is no flavour of the next one ("butter coffee" is one drink).
    expect(names("1 tbsp butter black coffee")).toEqual(["Butter, NFS", "Coffee, NS as to type"]);
    // What the phrase table names whole is one food of the list, whatever its last word.
    expect(names("double double animal style fries")).toHaveLength(2);
    // A burger "protein style" is the burger without its bun, not a protein smoothie.
    expect(names("in-n-out cheeseburger protein style")).toEqual(["Cheeseburger, NFS"]);
    // A count of pieces said first counts the first food, not a sauce said last.
    expect(names("10 pc nuggets bbq sauce")).toEqual(["Chicken nuggets, NFS", "Barbecue sauce"]);
    // The shape a food is cut in names it and measures nothing: the hummus is counted too.
    expect(names("carrot sticks hummus")).toEqual(["Carrots, NS as to form, cooked", "Hummus, plain"]);
    expect(names("turkey sandwich apple slices")).toEqual(["Turkey sandwich on white", "Apple, raw"]);
    expect(foods("mcdonalds 10 pc nuggets fries coke")).toEqual([
      ["mcdonald's 10 piece nuggets", "Chicken nuggets, from fast food"],
      ["fries", "Potato, french fries, fast food"],
      ["cola", "Soft drink, cola"],
    ]);
    expect(foods("8 nuggets polynesian sauce")).toEqual([
      ["8 nuggets", "Chicken nuggets, NFS"],
      ["polynesian sauce", "Sweet and sour sauce"],
    ]);
    // A drink said last after a food that is none ("2 slices pizza soda" was 744 g of soda); a dish typed first that
    // the food found for all the words does not hold ("jack in the box 2 tacos fries" was two orders of fries); a
    // milk's fat as a percentage ("coffee 2% milk" was milk alone); a product the phrase table names, last.
    expect(names("2 slices pizza soda")).toEqual([
      "Pizza, cheese, from restaurant or fast food, NS as to type of crust",
      "Soft drink, NFS",
    ]);
    expect(names("jack in the box 2 tacos fries")).toEqual(["Taco, NFS", "Potato, french fries, fast food"]);
    expect(names("coffee 2% milk")).toEqual(["Coffee, NS as to type", "Milk, reduced fat (2%)"]);
    expect(foods("wendys baconator fries frosty").at(-1)).toEqual(["frosty", "WENDY'S, Frosty Dairy Dessert"]);
    // A word of a brand's product name names no food alone.
    expect(foods("burrito california")).toEqual([["burrito california", "Burrito, NFS"]]);
    // Two pieces a guard keeps one food stay one; the list's other foods are still counted.
    expect(names("nachos beef cheese sour cream jalapenos")).toEqual(
      expect.arrayContaining(["Nachos, beef or pork", "Cheese, NFS", "Sour cream, regular"]),
    );
    const counted: [string, number][] = [
      ["sirloin broccoli", 2],
      ["meatloaf mashed potatoes green beans", 3],
      ["chicken souvlaki pita w tzatziki", 3],
      ["quarter pounder cheeseburger fries coke", 3],
      // A mixed dish is no filling, and a flavour is one word: each a food of its own.
      ["burger fries shake", 3],
      ["cottage cheese peaches", 2],
      // A describing word is no food; a filling typed before the dish it fills, or a meat before a dish said last,
      // is in it; a dish all the words name, or one a dish typed first holds, stays one.
      ["one ripe banana", 1],
      ["6 fried pork potstickers", 1],
      ["lean cuisine chicken alfredo", 1],
      ["shepherds pie", 1],
      ["vodka soda", 1],
      ["pizza pepperoni", 1],
      // Meats and dishes are no products tasting of what follows; a bar is.
      ["quest bar peanut butter", 1],
    ];
    for (const [text, count] of counted) expect(foods(text), text).toHaveLength(count);
  });

  it("counts a food listed last or a fruit listed between two foods ('pizza wings beer', 'oatmeal banana coffee')", () => {
    const foods = (text: string) => read(text).flatMap((m) => m.items.map((i) => i.food_name));
    expect(foods("pizza wings beer")).toHaveLength(3);
    expect(foods("pizza wings beer")[2]).toBe("Beer");
    expect(foods("oatmeal banana coffee")).toEqual(["Oatmeal, NFS", "Banana, raw", "Coffee, NS as to type"]);
  });

  it("counts each food of a list typed after a chain's name, from that counter ('mcdonalds big mac fries coke')", () => {
    const foods = (text: string) => read(text).flatMap((m) => m.items.map((i) => i.food_name));
    expect(foods("mcdonalds big mac fries coke")).toEqual([
      "Big Mac (McDonalds)",
      "Potato, french fries, fast food",
      "Soft drink, cola",
    ]);
    expect(foods("chick fil a sandwich waffle fries lemonade")).toHaveLength(3);
    expect(foods("chick fil a sandwich waffle fries lemonade")[0]).toBe("CHICK-FIL-A, chicken sandwich");
    // The chain's bowl holds what is listed after it.
    expect(foods("chipotle bowl chicken rice beans guac")).toEqual([
      "Burrito bowl, chicken, with beans and rice",
      "Guacamole, NFS",
    ]);
  });

  it("counts two or more foods typed with spaces alone, and keeps a dish named after what it holds whole", () => {
    const count = (text: string) => read(text).flatMap((m) => m.items).length;
    expect(count("salmon rice")).toBe(2);
    expect(count("cheeseburger fries")).toBe(2);
    expect(count("latte muffin")).toBe(2);
    expect(count("sandwich chips")).toBe(2);
    expect(count("pork chops mashed potatoes corn")).toBe(3);
    expect(count("chicken tikka masala rice naan")).toBe(3);
    expect(count("orange chicken fried rice egg roll")).toBe(3);
    for (const dish of ["chicken salad", "hot dog", "blueberry muffin", "spinach mushroom omelet"])
      expect(count(dish), dish).toBe(1);
    expect(count("steak potato salad")).toBe(2);
    // A last word the phrase table reads as another food is still the list's last food ("fries": potatoes).
    expect(count("turkey burger sweet potato fries")).toBe(2);
    // A variety USDA lists among a food's other names is that food ("basmati or jasmine rice").
    expect(count("thai green curry jasmine rice")).toBe(2);
    // A food said in the plural is a food of its own, not the kind of the food after it ("egg bread").
    expect(read("2 eggs toast").flatMap((m) => m.items.map((i) => i.food_name))).toEqual([
      "Egg, whole, cooked, NS as to cooking method",
      "Bread, NS as to major flour, toasted",
    ]);
    expect(count("2 eggs bacon sausage hash browns toast")).toBe(5);
    expect(count("pancakes syrup")).toBe(2);
    expect(count("eggs benedict")).toBe(1);
    expect(count("general tsos chicken")).toBe(1);
    // A cuisine's name describes the food after it, never a food alone.
    const foods = read("korean bbq beef bulgogi rice kimchi").flatMap((m) => m.items.map((i) => i.food_name));
    expect(foods).toEqual(["Steak teriyaki", "Rice, cooked, NFS", "Kimchi"]);
  });

  it("counts both foods of a pair USDA has no dish for, said with 'and' ('shrimp and grits'), not 'mac and cheese'", () => {
    const foods = (text: string) => read(text).flatMap((m) => m.items.map((i) => i.food_name));
    expect(foods("shrimp and grits")).toEqual(["Shrimp, NFS", "Grits, NFS"]);
    expect(foods("rotisserie chicken and rice")).toHaveLength(2);
    expect(foods("mac and cheese")).toEqual(["Macaroni or noodles with cheese"]);
    expect(foods("chicken and rice")).toEqual(["Chicken or turkey and rice, no sauce"]);
  });

  it("counts a side said with its variant after a food with its parts ('burger w cheese, crinkle fries')", () => {
    const foods = (text: string) => read(text).flatMap((m) => m.items.map((i) => i.food_name));
    expect(foods("culvers butterburger w cheese, crinkle fries, small root beer")).toContain(
      "Potato, french fries, fast food",
    );
    expect(foods("burger w pickles, waffle fries")).toHaveLength(3);
  });

  it("reads a dish said with a list of its parts by its own words, and counts the parts it does not hold", () => {
    const foods = (text: string) => read(text).flatMap((m) => m.items.map((i) => i.food_name));
    const greek = foods("greek salad with grilled chicken, feta, olives, cucumber, tomato, red onion");
    expect(greek[0]).toBe("Greek Salad, no dressing");
    expect(greek).toContain("Cheese, Feta");
    expect(greek.some((f) => f.startsWith("Chicken"))).toBe(true);
    // Typed with no commas too: the Cobb salad, not the egg salad its toppings pointed to.
    expect(foods("cobb salad w chicken bacon egg avocado blue cheese")[0]).toBe("Cobb salad, no dressing");
  });

  it("counts each food of a list said with a dish ('salad with turkey sunflower seeds croutons ranch'), not a filling", () => {
    const phrases = (text: string) => read(text).flatMap((m) => m.items.map((i) => i.phrase));
    expect(phrases("salad with turkey sunflower seeds croutons ranch")).toEqual([
      "salad",
      "turkey",
      "sunflower seeds",
      "croutons",
      "ranch",
    ]);
    expect(phrases("oatmeal w banana pb")).toEqual(["oatmeal", "banana", "peanut butter"]);
    // a dressing typed after a salad goes on it, a food of its own ("pizza pepperoni" is one pizza)
    expect(phrases("side salad ranch")).toEqual(["side salad", "ranch"]);
    // a meat typed after a dish that holds it is that dish's ("banh mi pork" is one pork sandwich, not two porks)
    expect(phrases("banh mi pork")).toEqual(["banh mi pork"]);
    // two foods USDA names as one stay one: "peas carrots" are its "Peas and carrots"
    expect(phrases("fried rice w shrimp peas carrots")).toEqual(["fried rice with shrimp", "peas carrots"]);
    // What fills a sandwich or goes on its bread is no food of its own: no tomato weighed as a side of tomatoes.
    const sandwich = read("smoked turkey & provolone on a kaiser w lettuce tomato mayo").flatMap((m) => m.items);
    expect(sandwich.map((i) => i.food_name)).not.toContain("Tomatoes, NS as to form, cooked");
    expect(read("turkey sandwich w lettuce tomato mayo").flatMap((m) => m.items)).toHaveLength(2);
  });

  it("counts two foods of one kind listed together ('california roll and a spicy tuna roll'), once when restated", () => {
    const foods = (text: string) => read(text).flatMap((m) => m.items.map((i) => i.food_name));
    expect(foods("california roll and a spicy tuna roll")).toHaveLength(2);
    expect(foods("orange chicken and sesame chicken")).toHaveLength(2);
    expect(foods("a jelly doughnut. i enjoyed every bite of the delicious doughnut")).toEqual(["Doughnut, jelly"]);
  });

  it("counts both foods of a snack said as a pair USDA has no dish for ('cheese and crackers', 'bread and butter')", () => {
    const foods = (text: string) => read(text).flatMap((m) => m.items.map((i) => i.food_name));
    expect(foods("cheese and crackers")).toEqual(["Cheese, NFS", "Crackers, NFS"]);
    expect(foods("bread and butter")).toEqual(["Bread, NS as to major flour", "Butter, NFS"]);
    expect(foods("strawberries and cream")).toEqual(["Strawberries, raw", "Cream, light"]);
  });

  it("counts a food said before 'and' a dish that does not hold it ('carrots and ranch dip', 'baby carrots and hummus dip')", () => {
    const foods = (text: string) => read(text).flatMap((m) => m.items.map((i) => i.food_name));
    expect(foods("carrots and ranch dip")).toEqual(["Carrots, NS as to form, cooked", "Ranch dip, regular"]);
    expect(foods("baby carrots and hummus dip")).toEqual(["Carrots, raw", "Hummus, plain"]);
    expect(foods("ham and cheese sandwich")).toEqual(["Ham sandwich on white, with cheese"]);
  });

  it("reads a cuisine before a colon as the kind of meal, not a dish the list makes ('mexican: 2 tacos, rice')", () => {
    const foods = (text: string) => read(text).flatMap((m) => m.items.map((i) => i.food_name));
    expect(foods("indian: butter chicken, naan")).toEqual([
      "Chicken curry",
      "Bread, naan, plain, commercially prepared, refrigerated",
    ]);
    expect(foods("italian: spaghetti, garlic bread")).toHaveLength(2);
    expect(foods("mexican: 2 tacos, rice")[0]).toBe("Taco, NFS");
  });

  it("keeps one food said with its flavour, its shape or what it holds, and foods told in a sentence", () => {
    for (const one of [
      "spinach mushroom omelet",
      "strawberry banana smoothie",
      "lemon pepper wings",
      "strawberry pop tarts",
      "sausage patty",
      "ripe raw banana",
      "a Puerto Rican-style meat turnover",
      "arizona green tea",
      "lg iced caramel latte",
      "trenta iced passion tea",
      "iced chai latte",
      "double shot espresso",
    ])
      expect(
        read(one).flatMap((m) => m.items),
        one,
      ).toHaveLength(1);
  });

  it("never folds a food after a plus into the weighed one before it ('core power 26g + a banana')", () => {
    const items = read("core power 26g + a banana").flatMap((m) => m.items);
    expect(items.map((i) => i.food_name)).toContain("Banana, raw");
  });

  it("weighs the food the phrase table names when the other words name none ('a whole pint of halo top')", () => {
    const [pint] = read("ate a whole pint of halo top").flatMap((m) => m.items);
    expect(pint?.food_name).toBe("Light ice cream, NFS");
    expect(pint?.grams).toBeGreaterThan(250);
  });

  it("counts a starchy side the food found does not hold ('italian sausage w potatoes & peppers')", () => {
    const foods = read("italian sausage w potatoes & peppers").flatMap((m) => m.items.map((i) => i.food_name));
    expect(foods).toHaveLength(3);
    expect(foods[1]).toMatch(/^Potato/);
    // Steamed, like grilled, is how the side was cooked, not what the dish holds.
    const steamed = read("kung pao chicken w steamed rice").flatMap((m) => m.items.map((i) => i.food_name));
    expect(steamed).toEqual(["Kung pao chicken", "Rice, white, steamed, Chinese restaurant"]);
  });

  it("counts what a dish was served over ('tofu veggie stir fry over brown rice', '2 lamb kebabs over rice')", () => {
    const foods = (text: string) => read(text).flatMap((m) => m.items.map((i) => i.food_name));
    expect(foods("tofu veggie stir fry over brown rice")).toHaveLength(2);
    expect(foods("tofu veggie stir fry over brown rice")[1]).toMatch(/^Rice, brown/);
    expect(foods("2 lamb kebabs over rice")).toEqual([
      "Lamb shish kabob with vegetables, excluding potatoes",
      "Rice, cooked, NFS",
    ]);
  });

  it("counts the cream or milk put in a coffee as such, not as a frozen coffee drink or a latte", () => {
    const foods = (text: string) => read(text).flatMap((m) => m.items.map((i) => i.food_name));
    expect(foods("a coffee with cream")).toEqual(["Coffee, NS as to type", "Cream, light"]);
    expect(foods("a large coffee with milk")).toEqual(["Coffee, NS as to type", "Milk, NFS"]);
    // A part the phrase table names is that food whatever USDA calls it: the syrup, and the coffee it went in.
    expect(foods("medium iced coffee with caramel swirl")).toEqual(["Iced Coffee, brewed", "Syrup, NFS"]);
    // A sized coffee after another food is still the drink its cream goes into.
    const cream = read("bagel + large coffee with cream and sugar").flatMap((m) => m.items)[2];
    expect(cream?.assumption).toContain("cream in the drink");
    // So is one the milk was typed together with, after a measured part of it.
    const milk = read("iced coffee w 2 pumps vanilla and oat milk").flatMap((m) => m.items)[2];
    expect([milk?.food_name, milk?.grams]).toEqual(["Oat milk", 30]);
    // A drink said with its own article and size after a joined list is a food of its own, and its milk goes in it.
    const coffee = read("bagel with cream cheese and a medium coffee w milk").flatMap((m) => m.items)[3];
    expect(coffee?.assumption).toContain("milk in the drink");
  });

  it("reads a plant or skim milk said with a milk drink as the drink's own milk ('iced latte w oat milk')", () => {
    const [latte] = read("large iced latte with oat milk");
    expect(latte?.items.map((i) => i.food_name)).toEqual(["Coffee, Iced Latte, with non-dairy milk"]);
    expect(latte?.notes).toContain("“oat milk” was read as the drink's own milk");
    expect(read("cappuccino with skim milk")[0]?.items.map((i) => i.food_name)).toEqual(["Coffee, Cappuccino, nonfat"]);
    // A drink made with no milk takes the milk in it.
    expect(read("coffee with oat milk")[0]?.items).toHaveLength(2);
  });

  it("counts what toast is topped with and what chips are dipped in", () => {
    const foods = (text: string) => read(text).flatMap((m) => m.items.map((i) => i.food_name));
    expect(foods("avocado toast")).toEqual(["Bread, NS as to major flour, toasted", "Avocado, raw"]);
    expect(foods("pb toast")).toEqual(["Bread, NS as to major flour, toasted", "Peanut butter"]);
    expect(foods("hummus and pita chips")).toEqual(["Hummus, plain", "Pita chips"]);
    expect(foods("chips & salsa")).toEqual(["Tortilla chips, plain", "Salsa, NFS"]);
    expect(foods("fish and chips")).toEqual([
      "Fish, NS as to type, fried",
      "Potato, french fries, NS as to fresh or frozen",
    ]);
  });

  it("does not call a corrected typo or an English word unknown", () => {
    const [broccoli] = read("steamed brocoli").flatMap((m) => m.items);
    expect(broccoli?.food_name).toMatch(/^Broccoli/);
    expect(broccoli?.assumption).not.toContain("not recognised");
  });

  it("names a weighed amount whose words name no food, and keeps the next food's own weight", () => {
    const [meal] = read("I had 160 g of gen spirits, paired with 40 g of toasted peanuts");
    expect(meal?.items.map((i) => [i.food_name, i.grams])).toEqual([["Peanuts, NFS", 40]]);
    expect(meal?.notes).toContain("Could not read “i had 160 g of gen spirits”.");
  });

  it("carries the note of a meal where nothing could be counted to the meal that was", () => {
    const meals = read("breakfast: glorpnak. lunch: 2 eggs");
    expect(meals).toHaveLength(1);
    expect(meals[0]?.notes).toContain("Could not read “glorpnak”.");
  });

  it("keeps a meal said with a food, and the can a drink came in, each with its own food", () => {
    const grams = (text: string) => read(text).flatMap((m) => m.items.map((i) => [i.food_name, Math.round(i.grams)]));
    // FNDDS Frozen dinner, NFS weighed by the 11 oz said (312 g); the milk is a glass, 8 fl oz at its density
    expect(grams("a glass of milk with an 11 oz frozen dinner")).toEqual([
      ["Milk, NFS", 248],
      ["Frozen dinner, NFS", 312],
    ]);
    // the 12 fl oz is the soda's can (372 g), the muffin one muffin
    expect(grams("a soda in a 12 fl oz can and an english muffin")).toEqual([
      ["Soft drink, NFS", 372],
      ["Muffin, English", 58],
    ]);
  });
});
