import { describe, expect, it } from "vitest";
import { analyzeMeal } from "./index.js";

const ctx = { now: new Date("2025-03-04T12:30:00Z"), timeZone: "UTC" };

function items(text: string) {
  const r = analyzeMeal(text, ctx);
  if (!r.ok) throw new Error(r.reason);
  return r.meals.flatMap((m) => m.items);
}

function foods(text: string): (string | undefined)[] {
  const r = analyzeMeal(text, ctx);
  if (!r.ok) throw new Error(r.reason);
  return r.meals.flatMap((m) => m.items.map((i) => i.food_id));
}

/** Phone text that names a product by a number, a filler word or a one-word brand. */
describe("golden phone reading", () => {
  it("a number in a product's name picks that product: fage 2% is low-fat Greek yogurt, fage 0% nonfat", () => {
    expect(foods("fage 2% yogurt")).toEqual(["fndds:11411410"]);
    expect(foods("2 fage 0% yogurts")).toEqual(["fndds:11411420"]);
    expect(foods("fage yogurt")).toEqual(["fndds:11400010"]);
    expect(foods("2 3d energy drinks")).toEqual(["fndds:95313200"]);
  });

  it("a brand holding a filler or joining word is one food: yoplait light, light and fit, muscle milk light", () => {
    expect(foods("yoplait light")).toEqual(["fndds:11433000"]);
    expect(foods("2 light and fit yogurts and a banana")).toEqual(["fndds:11433000", "fndds:63107010"]);
    expect(foods("muscle milk light")).toEqual(["fndds:95106010"]);
  });

  it("a measure said before a shorthand is the measure, not one more ('2 tbsp pb' is two tablespoons)", () => {
    expect(items("apple + 2 tbsp pb").map((i) => i.grams)).toEqual([200, 32]);
    expect(items("tbsp pb")[0]?.grams).toBe(16);
  });

  it("a clock time typed without its colon is the time, no count: '8am coffee, 1230 chicken noodle soup'", () => {
    const read = analyzeMeal("coffee w cream & sugar 8am, 1230 chicken noodle soup", ctx);
    if (!read.ok) throw new Error(read.reason);
    expect(read.meals.map((m) => m.title)).toEqual(["Coffee with sugar and cream", "Chicken noodle soup"]);
    expect(items("1230 turkey sandwich").map((i) => i.grams)).toEqual([115]);
    // A count of a food said in the plural, a round hundred and a weight are amounts.
    expect(items("150 almonds")[0]?.grams).toBe(180);
    expect(items("100 almonds")[0]?.grams).toBe(120);
    expect(items("250 g chicken")[0]?.grams).toBe(250);
  });

  it("phone shorthand for chicken, fries, nuggets, pepperoni, strawberry and cream cheese is read as those foods", () => {
    expect(items("big mac w/ lg ff").map((i) => i.food_name)).toEqual([
      "Big Mac (McDonalds)",
      "Potato, french fries, fast food",
    ]);
    expect(items("chx noodle soup")[0]?.food_name).toBe("Soup, chicken noodle");
    expect(items("mcd 6pc nugs")[0]?.food_name).toBe("Chicken nuggets, from fast food");
    expect(items("straw banana smoothie")[0]?.phrase).toBe("strawberry banana smoothie");
    expect(items("bagel cc and oj").map((i) => i.food_name)).toEqual([
      "Bagel",
      "Cream cheese, regular, plain",
      "Orange juice, 100%, NFS",
    ]);
    // "cc" after a number is still the millilitre, and straw mushrooms stay mushrooms.
    expect(items("200 cc milk")[0]?.grams).toBe(206.3);
    expect(items("straw mushrooms")[0]?.food_name).toMatch(/^Mushrooms, straw/);
    // "bud light" is shorthand for a light beer, and "bud light lime" stays the lime beer, no lime fruit.
    expect(items("bud light lime").map((i) => i.food_name)).toEqual(["Beer, light"]);
  });

  it("a dish whose name holds 'and' is one food of a list typed without commas: 'kfc 3 pc tenders mac n cheese'", () => {
    expect(items("kfc 3 pc tenders mac n cheese").map((i) => i.food_name)).toEqual([
      "KFC, Crispy Chicken Strips",
      "Macaroni or noodles with cheese",
    ]);
    expect(items("pb and j chips").map((i) => i.food_name)).toEqual([
      "Peanut butter and jelly sandwich, NFS",
      "Potato chips, NFS",
    ]);
  });

  it("in a list typed without commas a count typed last is the last food's, a size inside the next food's", () => {
    expect(items("olive garden chx alfredo breadsticks 2").map((i) => [i.food_name, i.grams])).toEqual([
      ["Pasta with cream sauce and poultry, restaurant", 250],
      ["Breadsticks, soft, fast food / restaurant", 100],
    ]);
    expect(items("chick fil a chx sandwich waffle fries med").map((i) => i.grams)).toEqual([187, 145]);
    expect(items("five guys cheeseburger cajun fries reg").map((i) => i.food_name)).toEqual([
      "Double cheeseburger, from fast food, 2 medium patties",
      "Potato, french fries, fast food",
    ]);
  });

  it("a dish the phrase table names by some of the words starts a list; a product's flavour typed after it does not", () => {
    expect(items("daves single fries").map((i) => i.food_name)).toEqual([
      "WENDY'S, DAVE'S Hot 'N Juicy 1/4 LB, single",
      "Potato, french fries, NS as to fresh or frozen",
    ]);
    expect(items("pop tart straw 2").map((i) => [i.food_name, i.grams])).toEqual([["Breakfast tart", 108]]);
    expect(items("bfast burrito egg cheese sausage").map((i) => i.food_name)).toEqual(["Egg burrito, with sausage"]);
  });

  it("a count typed after a food said with its size counts that size: 'dominos med pep pizza 3 slices'", () => {
    // 3 × the "1 slice" of SR's DOMINO'S 14" pepperoni pizza (113 g), not one slice
    expect(items("dominos med pep pizza 3 slices").map((i) => i.grams)).toEqual([339]);
    expect(items("med pizza 3 slices").map((i) => i.grams)).toEqual([258]);
  });

  it("a dish whose name opens with 'mac and cheese' is never a Big Mac and cheese", () => {
    expect(items("mac n cheese hot dogs").map((i) => i.food_name)).toEqual([
      "Macaroni or noodles with cheese and frankfurters or hot dogs",
    ]);
    expect(items("popeyes mac n cheese reg 2 pc chx").map((i) => i.food_name)[0]).toMatch(
      /^Macaroni or noodles with cheese/,
    );
    // An "and" of a dish's name after another food still lists ("whopper w cheese and onion rings").
    expect(items("whopper w cheese and onion rings")).toHaveLength(2);
  });

  it("a link of sausage is USDA's breakfast-size link, not its cocktail link; 'breakfast size' is one size", () => {
    // FNDDS 25221830 Turkey or chicken sausage "1 breakfast size link" = 20 g ("1 cocktail or miniature link" = 10 g)
    expect(items("chicken sausage 2 links").map((i) => i.grams)).toEqual([40]);
    expect(items("turkey sausage links 3").map((i) => i.grams)).toEqual([60]);
    // "bun-size" said is the bun-size link; "any size" is no size at all.
    expect(items("a bun-size polish sausage").map((i) => i.grams)).toEqual([75]);
  });

  it("plain Italian dressing is the regular one, and red sauce is tomato sauce", () => {
    expect(items("italian dressing")[0]?.food_name).toBe("Italian dressing, made with vinegar and oil");
    expect(items("ravioli with red sauce")[0]?.food_name).toBe("Ravioli, NS as to filling, with tomato sauce");
  });

  it("a food typed before 'starbucks' is that food from Starbucks; the name alone is its coffee", () => {
    expect(items("oatmeal starbucks")[0]?.food_name).toBe("Oatmeal, NFS");
    expect(items("starbucks")[0]?.food_name).toBe("Coffee, NS as to type");
    expect(items("sbux grande pike")[0]?.food_name).toBe("Coffee, brewed");
  });

  it("what goes into a measured drink is counted, and relish and the butter of buttered toast are foods", () => {
    expect(items("a cup of coffee with cream and sugar").map((i) => i.food_name)).toEqual([
      "Coffee, pre-sweetened with sugar",
      "Cream, light",
    ]);
    expect(items("a cup of tea with honey").map((i) => i.food_name)).toEqual(["Tea, hot, leaf, black", "Honey"]);
    expect(items("a hot dog with mustard and relish").map((i) => i.food_name)).toContain("Relish, pickle");
    expect(items("a slice of buttered toast").map((i) => i.food_name)).toEqual([
      "Bread, NS as to major flour, toasted",
      "Butter, NFS",
    ]);
  });

  it("a vague count said after a comma counts the food before it: 'chicken tinga tacos, a couple'", () => {
    expect(items("chicken tinga tacos, a couple").map((i) => i.grams)).toEqual([210]);
  });

  it("a share typed before the food's last word again is the share of that food: 'rotisserie chicken 1/4 chicken'", () => {
    // FNDDS rotisserie chicken "1/2 chicken (yield after cooking, bone removed)" = 300 g, a quarter 150 g
    expect(items("costco rotisserie chicken 1/4 chicken").map((i) => i.grams)).toEqual([150]);
  });

  it("a lean-to-fat ratio is how lean ground meat is, no fraction: '85g 93/7 ground turkey' is no 13 patties", () => {
    expect(items("85g 93/7 ground turkey").map((i) => [i.food_name, i.grams])).toEqual([
      ["Ground turkey, 93% lean, 7% fat, raw", 85],
    ]);
    // SR 05665 has "1 lb" and "1 serving (cooked from 4 oz)" = 85 g: a weight is no piece of the food.
    expect(items("93/7 ground turkey").map((i) => i.grams)).toEqual([85]);
    expect(items("eggo waffle 1").map((i) => i.grams)).toEqual([40]);
  });

  it("a hesitation said into the microphone is no food and no amount: 'um two slices of pizza and uh a coke'", () => {
    const read = analyzeMeal("um two slices of pizza and uh a coke", ctx);
    if (!read.ok) throw new Error(read.reason);
    expect(read.meals[0]?.title).toBe("Pizza and cola");
    expect(read.meals[0]?.items.map((i) => i.grams)).toEqual([238, 372]);
    expect(items("ok so 3 tacos")[0]?.grams).toBe(315);
    expect(items("so two eggs and bacon")[0]?.grams).toBe(100);
  });

  it("a food said in the plural before a dish is served beside it: 'fried chicken mashed potatoes biscuit'", () => {
    expect(items("fried chicken mashed potatoes biscuit").map((i) => i.food_name)).toEqual([
      "Chicken, NS as to part, fried, coated, skin / coating eaten",
      "Potato, mashed, NFS",
      "Biscuit, NFS",
    ]);
    expect(items("spinach mushroom omelet")).toHaveLength(1);
  });

  it("a bare count after a food in the plural is how many: 'breadsticks, 2', 'wings, six'", () => {
    expect(items("breadsticks, 2")[0]?.quantity).toBe(2);
    expect(items("wings, six")[0]?.quantity).toBe(6);
    // a singular food is no count of it
    expect(items("pizza, 2").map((i) => i.quantity)).toEqual([1]);
  });

  it("a count typed after a part said in the plural counts that part: 'tuna salad on crackers 8'", () => {
    expect(items("tuna salad on crackers 8").map((i) => [i.phrase, i.quantity])).toEqual([
      ["tuna salad", 1],
      ["crackers 8", 8],
    ]);
    // said first, a count of sandwiches on their breads stays theirs
    expect(items("2 hot dogs on buns").map((i) => i.quantity)).toEqual([2]);
  });

  it("an amount typed after another amount's unit opens the next food: 'chicken 6 oz 1 cup rice'", () => {
    expect(items("chicken 6 oz 1 cup rice").map((i) => [i.phrase, i.grams])).toEqual([
      ["chicken 6 oz", 170.1],
      ["1 cup rice", 158],
    ]);
    // USDA's meat-sauce spaghetti at 250 g a cup, garlic bread at 79 g a medium slice
    expect(items("spaghetti w/ meat sauce 2c 2 pc garlic bread").map((i) => i.grams)).toEqual([500, 158]);
  });

  it("broth is broth, not canned chicken: 'a mug of chicken broth'", () => {
    expect(items("a mug of chicken broth")[0]?.food_name).toBe("Soup, broth");
  });

  it("a food of the same kind said after 'like' says which one it was, once: 'a bowl of cereal, like frosted flakes'", () => {
    expect(items("um I had a bowl of cereal, like frosted flakes, with skim milk").map((i) => i.food_name)).toEqual([
      "Cereal, corn flakes, flavored",
      "Milk, fat free (skim)",
    ]);
    expect(items("a soda, like a sprite")).toHaveLength(1);
    // a food of another kind after "like" is a food of its own
    expect(items("eggs, like 2 pieces of toast")).toHaveLength(2);
  });

  it("a list typed bare is cut where each food ends in a word naming one: 'toast black coffee' keeps its coffee", () => {
    expect(items("1 slice toast black coffee").map((i) => i.food_name)).toEqual([
      "Bread, NS as to major flour, toasted",
      "Coffee, NS as to type",
    ]);
    expect(items("chicken souvlaki pita").map((i) => i.food_name.split(",")[0])).toEqual([
      "Chicken or turkey shish kabob with vegetables",
      "Bread",
    ]);
  });

  it("a count after a food joined by 'and' opens the next food: 'syrup and butter 2 sausage links'", () => {
    expect(items("2 pancakes w/ syrup and butter 2 sausage links").map((i) => i.food_name.split(",")[0])).toEqual([
      "Pancakes",
      "Syrup",
      "Butter",
      "Sausage",
    ]);
  });

  it("a count told after the food is how many: 'stuffed peppers I had two', 'tacos, i ate three'", () => {
    expect(items("for dinner we had stuffed peppers I had two").map((i) => i.quantity)).toEqual([2]);
    expect(items("tacos, i ate three").map((i) => i.quantity)).toEqual([3]);
    // a count with a food of its own is that food's
    expect(items("pizza i had two slices").map((i) => i.quantity)).toEqual([2]);
  });

  it("a plus opening a line is a list's bullet, not part of the first food ('+ 2 eggs / + toast')", () => {
    const read = analyzeMeal("+ 2 eggs\n+ toast\n+ oj", ctx);
    if (!read.ok) throw new Error(read.reason);
    expect(read.meals[0]?.title).toBe("Eggs, toast and orange juice");
    expect(read.meals[0]?.items.map((i) => i.grams)).toEqual([100, 25, 248]);
  });

  it("a drink said with its variant after what a food was with is its own food: 'quarter pounder with cheese, diet coke'", () => {
    expect(foods("quarter pounder with cheese, diet coke")).toEqual(["fndds:27510232", "fndds:92410320"]);
  });

  it("cheese laid in a burger as a slice of its own is said once in the title: 'burger with cheese, fries'", () => {
    const read = analyzeMeal("burger with cheese, fries", ctx);
    if (!read.ok) throw new Error(read.reason);
    expect(read.meals[0]?.title).toBe("Burger, cheese and fries");
  });

  it("what was left out ends where what it was with is said: 'chipotle steak bowl no rice w black beans'", () => {
    const read = analyzeMeal("chipotle steak bowl no rice w black beans, pico, cheese", ctx);
    if (!read.ok) throw new Error(read.reason);
    expect(read.meals[0]?.items.map((i) => i.food_name)).toEqual(["Burrito bowl, beef or pork, with beans"]);
    expect(read.meals[0]?.notes).toContain("Without: rice.");
    expect(foods("scrambled egg cooked without any added fat")).toEqual(["fndds:32130070"]);
    const bowl = items("chipotle chicken bowl no rice extra fajita veggies");
    expect(bowl.map((i) => i.food_name)).toEqual(["Burrito bowl, chicken", "Fajita, vegetable"]);
    expect(foods("hot dog no bun")).toEqual(["fndds:25210110"]);
  });

  it("a few counted after a food's word in the singular are how many: 'samosa 2', 'pancakes three'", () => {
    expect(items("samosa 2")[0]?.grams).toBe(200);
    expect(items("pancakes three")[0]?.grams).toBe(150);
    // Said aloud, roughly or pointing back: "like ten of them", "maybe four".
    expect(items("i had chicken wings like ten of them")[0]?.grams).toBe(10 * 35);
    expect(items("pancakes three of them")[0]?.grams).toBe(150);
    expect(items("cookies maybe four")).toHaveLength(1);
    expect(items("cookies maybe four")[0]?.assumption).toMatch(/^4 cookie/);
    // More than a few after a drink is its size: a 20 fl oz bottle.
    expect(items("coke 20")[0]?.grams).toBe(620);
    expect(items("fish tacos 4 w slaw")[0]?.grams).toBe(400);
    expect(items("paratha 2 w butter")[0]?.grams).toBe(140);
  });

  it("a chain's coffee is coffee, not the frozen drink another name of which holds the chain: 'dunkin coffee'", () => {
    expect(foods("dunkin coffee")).toEqual(["fndds:92100000"]);
    expect(foods("mcdonalds coffee")).toEqual(["fndds:92100000"]);
    expect(foods("dunkin coolatta")).toEqual(["fndds:92101920"]);
    expect(items("dunkin coffee")[0]?.assumption).not.toContain("closest match");
  });

  it("where it was eaten is no food and no name: '3 beers at the bar' is three beers, titled 'Beers'", () => {
    const read = analyzeMeal("3 beers at the bar", ctx);
    if (!read.ok) throw new Error(read.reason);
    expect(read.meals[0]?.title).toBe("Beers");
    expect(read.meals[0]?.items.map((i) => [i.food_name, i.grams])).toEqual([["Beer", 1080]]);
    expect(foods("beer and fries at the bar")).toHaveLength(2);
    expect(items("at a party i had two slices of pizza").map((i) => i.food_name)).toEqual([
      "Pizza, cheese, from restaurant or fast food, NS as to type of crust",
    ]);
    expect(items("so for dessert i had a brownie")).toHaveLength(1);
  });

  it("what someone else had is not counted ('i had a sandwich and my wife had the soup')", () => {
    expect(foods("i had a sandwich and my wife had the soup")).toHaveLength(1);
    expect(foods("my wife had the soup and i had a salad")).toHaveLength(1);
    expect(foods("i had a burger, my girlfriend had a salad")).toHaveLength(1);
    expect(foods("my wife made lasagna")).toHaveLength(1);
  });

  it("how a food was made stays with it after 'i had' or 'i made' ('i had fried chicken', 'i made scrambled eggs')", () => {
    expect(items("i had fried chicken")[0]?.food_name).toMatch(/fried/);
    expect(items("i had scrambled eggs")[0]?.food_name).toMatch(/scrambled/);
    expect(items("i made scrambled eggs with spinach")[0]?.food_name).toMatch(/scrambled egg, with dark-green/);
    expect(items("i couldn't resist a fried chicken thigh")[0]?.food_name).toMatch(/thigh, fried/);
  });

  it("amounts typed after each food with no commas are each food's: 'chicken 150g rice 200g', 'eggs 3 toast 2 slices'", () => {
    expect(items("chicken breast 200g rice 150g broccoli 100g").map((i) => i.grams)).toEqual([200, 150, 100]);
    expect(items("eggs 3 toast 2 slices").map((i) => i.grams)).toEqual([150, 50]);
    expect(items("coffee 16 oz")).toHaveLength(1);
    // A count typed after a food among weighed ones makes a food of its own, not a description of the one before.
    expect(items("oats 60g whey 30g banana 1 peanut butter 15g").map((i) => i.food_name.split(",")[0])).toEqual([
      "Oats",
      "Nutritional powder mix",
      "Banana",
      "Peanut butter",
    ]);
  });

  it("an amount typed after the first food of a bare list is that food's, not the next one's ('dumplings 8 soy sauce')", () => {
    const read = (text: string) => items(text).map((i) => [i.food_name.split(",")[0], Math.round(i.grams)]);
    expect(read("dumplings 8 soy sauce")[0]).toEqual(["Dumpling", 8 * 25]); // USDA "1 item, any size" 25 g
    expect(read("dumplings 8 soy sauce")[1]?.[1]).toBeLessThan(20);
    expect(read("french toast 2 slices syrup")[0]).toEqual(["French toast", 2 * 65]); // USDA "1 slice, any size"
    // A bare count after a food said once, or a spoonful, is of the food after it.
    expect(read("burger 2 tacos").map(([, grams]) => grams)).toEqual([145, 2 * 105]);
    expect(read("sesame chicken lo mein 2 crab rangoon")).toHaveLength(3);
    expect(read("coffee 1 tbsp coffee mate")[1]?.[1]).toBe(15);
    // A scoop measures the powder after it (the shake is made of it: blended-drink.ts); a multiplier typed last is
    // the list's.
    expect(read("protein shake 1 scoop whey")).toEqual([["Nutritional powder mix", 26]]);
    expect(read("tequila soda lime x2")).toHaveLength(3);
    // Typed after the first food of a list, it is that food's and ends it.
    expect(read("cheeseburger x2 fries lg sprite")[0]).toEqual(["Cheeseburger", 330]);
    // The amounts after it are read the same way, each between its two foods.
    expect(read("butter chicken 1 cup rice 1 naan")).toHaveLength(3);
    expect(read("air fried salmon 6oz rice 1 cup asparagus").map(([, grams]) => grams)).toEqual([170, 158, 93]);
    // Joined words after the amount join what follows it; before it, they make it the joined dish's.
    expect(read("pork chop 8oz applesauce and corn")[0]).toEqual(["Pork", 227]);
    expect(read("chicken and rice 2 cups")).toHaveLength(1);
    // Only the first amount: the ones after a joining word are read as said; an amount before the food it opened
    // with again, or before a joining word, stays where it was typed.
    expect(read("cheesy bread 4 pieces and a 20oz coke")[1]).toEqual(["Soft drink", 620]);
    expect(read("greek yogurt 5.3 oz w 1/4 cup blueberries")[1]).toEqual(["Blueberries", 38]);
    expect(read("tofu stir fry 6 oz tofu w bok choy")[1]).toEqual(["Soybean curd", 170]);
  });

  it("a brand spelled with a number is the brand, not a count: a 7up, 2 7ups", () => {
    expect(foods("a 7up")).toEqual(["fndds:92410510"]);
    expect(items("2 7ups")[0]?.grams).toBe(744);
  });

  it("a one-word brand ending in -ly is a food, not an adverb: a bubly, oatly", () => {
    expect(foods("a bubly")).toEqual(["fndds:92410250"]);
    expect(foods("oatly")).toEqual(["fndds:11360200"]);
  });

  it("a dish's own food is what it names before its parts, not one of the parts", () => {
    const jerk = foods("jerk chicken w rice n peas & fried plantains");
    expect(jerk[0]).toMatch(/^fndds:2(?:4|7)/); // chicken, then the parts
    expect(jerk).toContain("fndds:71900200"); // Plantain, cooked with oil
    expect(jerk.length).toBeGreaterThanOrEqual(3);
  });

  it("fillings said on a sandwich bread are a sandwich of them, whatever else is said with it", () => {
    expect(foods("turkey on wheat")).toEqual(["fndds:27540030"]); // Turkey sandwich on wheat
    expect(foods("pb on wheat")[0]).toMatch(/^fndds:4230/); // Peanut butter sandwich
    const hamAndSwiss = foods("ham & swiss on rye w dijon");
    expect(hamAndSwiss).toHaveLength(2);
    expect(hamAndSwiss[0]).toMatch(/^fndds:2752/); // a ham sandwich, then the mustard
    expect(foods("cheeseburger on a white bun")).toEqual(["fndds:27510241"]); // on its bun, not a sandwich of bread
    // a sub shop's bread: "on italian" is no Italian wedding soup
    expect(foods("turkey on italian")).toEqual(["fndds:27540010"]); // Turkey sandwich on white
    expect(foods("subway footlong turkey on italian w provolone")).toHaveLength(2);
  });

  it("a chain's piece word that names a food is the item counted: chick fil a 4 ct strips", () => {
    const strips = analyzeMeal("chick fil a 4 ct strips w polynesian sauce", ctx);
    if (!strips.ok) throw new Error(strips.reason);
    const first = strips.meals[0]?.items[0];
    expect(first?.food_name).toMatch(/Chick-n-Strips/i);
    expect(first?.grams).toBeGreaterThan(150);
    expect(first?.grams).toBeLessThan(250);
  });

  it("a word that never names a food alone leaves the phrase table's food: cold sausage pizza, diet mtn dew", () => {
    expect(foods("2 slices leftover sausage pizza cold")).toEqual(["fndds:58106610"]);
    const dew = analyzeMeal("diet mtn dew", ctx);
    if (!dew.ok) throw new Error(dew.reason);
    expect(dew.meals[0]?.items[0]?.food_name).toMatch(/diet/i);
  });

  it("a meal word inside a product's name is the product, not the meal: mcd big breakfast", () => {
    expect(foods("mcd big breakfast + sm oj")[0]).toBe("sr:21341");
    expect(foods("a big breakfast of eggs and toast")).toHaveLength(2);
  });

  it("granola said with a yogurt is sprinkled over it, a quarter cup, not a bowl of it", () => {
    const granola = items("greek yogurt w granola and blueberries").find((i) => /granola/i.test(i.food_name));
    expect(granola?.grams).toBe(27.5); // 0.25 × USDA "1 cup" = 110 g
    expect(granola?.assumption).toContain("as a topping");
    expect(items("granola with milk")[0]?.grams).toBe(110);
  });

  it("pieces said in the plural with no count are the food's usual amount: apple slices are an apple", () => {
    expect(items("apple slices")[0]?.grams).toBe(200);
    expect(items("a pizza slice")[0]?.grams).toBeLessThan(150);
  });

  it("a measure or a share said last with no number is one of it: ipa pint, goldfish handful, frozen pizza half", () => {
    expect(items("ipa pint")[0]?.grams).toBe(480); // 16 fl oz of beer, not the usual 12 fl oz
    expect(items("goldfish handful")[0]?.assumption).toContain("1 handful"); // not the usual amount
    expect(items("frozen pizza half")[0]?.grams).toBe(290.5); // half USDA's "1 frozen medium pizza" (581 g)
    expect(items("costco rotisserie chicken quarter")[0]?.grams).toBe(150); // half its "1/2 chicken" (300 g)
    // Where it came from is no amount: "from the can" leaves the soup's own portion, and "tuna can w mayo" is no
    // 12 fl oz can of tuna salad.
    expect(items("lentil soup from the can")[0]?.assumption).not.toContain("1 can");
    expect(items("tuna can w mayo on ritz crackers")[0]?.grams).toBeLessThan(150);
  });

  it("pieces said in the plural with no count are the usual amount: 'sausage links grits oj' is three foods", () => {
    const read = items("sausage links grits oj");
    expect(read.map((i) => i.food_name)).toEqual(["Sausage, NFS", "Grits, NFS", "Orange juice, 100%, NFS"]);
    expect(read[0]?.grams).toBe(60); // USDA's usual amount, three 20 g breakfast links, not one
    expect(items("a sausage patty")[0]?.grams).toBe(35); // one said is one
  });

  it("an amount said 'each' is every listed food's: 'broccoli and cauliflower (1 c each)', '2 burgers, 4 oz each'", () => {
    const veg = items("steamed broccoli and cauliflower (1 c each)");
    expect(veg.map((i) => i.assumption?.split(" = ")[0])).toEqual(["1 cup broccoli", "1 cup cauliflower"]);
    expect(items("pb and jelly 1 tbsp each").map((i) => i.grams)).toEqual([16, 20]); // USDA "1 tablespoon" of each
    expect(items("2 burgers, 4 oz each")[0]?.grams).toBeCloseTo(226.8, 1); // two 4 oz burgers, not one
    expect(items("2 chicken breasts (6 oz each)")[0]?.grams).toBeCloseTo(340.2, 1);
    // said first, "each" gives the amount to the foods after it
    expect(items("2 each of deviled eggs and pigs in a blanket").map((i) => i.assumption?.split(" ")[0])).toEqual([
      "2",
      "2",
    ]);
  });

  it("a count typed last or before what was left out is the food's: 'corn on the cob w butter x2', 'hot dog 2 no bun'", () => {
    const corn = items("corn on the cob w butter x2");
    expect(corn).toHaveLength(1); // USDA's buttered corn
    expect(corn[0]?.grams).toBe(216); // two of its "1 regular ear", as the phrase table weighs corn on the cob
    expect(items("hot dog 2 no bun")[0]?.grams).toBe(114); // two 57 g franks
  });

  it("a scoop of a named food with no other kind said is its powder: '1 scoop chocolate protein', not a smoothie", () => {
    expect(items("1 scoop chocolate protein")[0]?.food_name).toMatch(/protein powder|powder mix/i);
    expect(items("2 scoops vanilla ice cream")[0]?.food_name).toBe("Ice cream, vanilla");
    // no food word: nothing to guess a powder of
    expect(analyzeMeal("1 scoop pre workout", ctx).ok).toBe(false);
  });

  it("an egg or a meat said with a food of another kind counts both: 'eggs w cheese'", () => {
    expect(items("eggs w cheese").map((i) => i.food_name)).toEqual([
      "Egg, whole, cooked, NS as to cooking method",
      "Cheese, NFS",
    ]);
  });

  it("what was left out is never counted: 'coffee without added sugar', 'yogurt with no added sugar'", () => {
    const left = ["coffee without added sugar", "yogurt with no added sugar", "oatmeal, no added sugar"];
    for (const text of left) {
      const read = items(text);
      expect(read).toHaveLength(1);
      expect(read[0]?.food_name).not.toMatch(/sugar/i);
    }
    // "skipped the gravy" leaves it out, as "hold the mayo" does: no verb of eating.
    const turnover = analyzeMeal("a meat turnover, and i skipped the gravy", ctx);
    if (!turnover.ok) throw new Error(turnover.reason);
    expect(turnover.meals[0]?.items.map((i) => i.food_name).join()).not.toMatch(/gravy/i);
    expect(turnover.meals[0]?.notes).toContain("Without: gravy.");
  });

  it("a kind typed after its dish is the phrase said the other way: 'wings lemon pepper', 'wings garlic parmesan'", () => {
    expect(items("wings lemon pepper").map((i) => i.food_name)).toEqual(["Chicken wing, NS as to cooking method"]);
    // chicken wings, not the meatless Morningstar product the words also name
    expect(items("10 wings garlic parmesan")[0]?.food_id).toBe("fndds:24160110");
  });

  it("a piece is never a cup of pieces: 'a couple pieces of beef jerky' is not USDA's '1 cup, pieces' twice", () => {
    expect(items("a couple pieces of beef jerky")[0]?.grams).toBeLessThan(90); // was 180 g, 738 kcal
  });

  it("a share of a food USDA cuts as a share is that many cuts: 1/4 of a digiorno pizza is its quarter-pie slice", () => {
    expect(items("1/4 of a digiorno pepperoni pizza")[0]?.grams).toBe(207); // USDA "1 slice 1/4 of pie"
    expect(items("half a slice of pizza")[0]?.grams).toBeLessThan(100); // half of one slice, as said
  });

  it("coffee typed with cream and sugar and no 'with' holds them: 'dunkin med iced coffee cream and sugar'", () => {
    const foods = items("dunkin med iced coffee cream and sugar").map((i) => i.food_name);
    expect(foods).toEqual(["Iced Coffee, brewed", "Cream, light", "Sugar, NFS"]);
    expect(items("coffee cream sugar")[0]?.food_name).toMatch(/^Coffee/);
  });

  it("counted by the can, a food USDA has canned is the canned one: 1 can tuna is canned tuna by USDA's can", () => {
    expect(items("1 can tuna")[0]).toMatchObject({ food_name: "Fish, tuna, canned", grams: 115 });
    // Not another food canned: a can of soup stays soup, by the can.
    expect(items("a can of soup")[0]?.food_name).toBe("Soup, NFS");
    expect(items("monster energy zero")[0]?.grams).toBe(480); // the can, not USDA's usual 1 fl oz
  });

  it("a size the phrase table spells with the food names that food: grande pike is Pike Place coffee", () => {
    expect(items("grande pike")[0]?.food_name).toBe("Coffee, brewed");
    expect(items("starbucks bacon gouda sandwich + grande pike")[1]?.food_name).toBe("Coffee, brewed");
    expect(items("large pike fillet")[0]?.food_name).toBe("Fish, pike");
  });

  it("a count said of a food named by its brand counts what the food is: 6 ritz are 6 crackers", () => {
    expect(items("6 ritz")[0]?.grams).toBe(18); // USDA "1 cracker" = 3 g
    // Counted in pieces by another name: "lumpia" are USDA's "1 egg roll" (64 g), not 4 of its usual 100 g.
    expect(items("4 pc lumpia")[0]?.grams).toBe(256);
    expect(items("4 lumpia")[0]?.grams).toBe(256);
  });

  it("a diet or zero drink is never the sugared one: diet lemonade, coke zero", () => {
    const kcal = (text: string): number => {
      const r = analyzeMeal(text, ctx);
      if (!r.ok) throw new Error(r.reason);
      return r.meals.reduce((s, m) => s + m.macros.calories_kcal, 0);
    };
    expect(kcal("lg diet lemonade")).toBeLessThan(30);
    expect(kcal("20oz coke zero")).toBeLessThan(30);
    expect(kcal("lg lemonade")).toBeGreaterThan(100);
  });

  it("a milk's kind said alone after a coffee is that milk: in the drink, or the latte's own milk", () => {
    expect(foods("coffee w almond")).toEqual(["fndds:92100000", "fndds:11350040"]);
    expect(foods("16oz cold brew w splash oat")).toEqual(["fndds:92102400", "fndds:11360200"]);
    expect(foods("latte w oat")).toEqual(["fndds:92101903"]);
    expect(foods("chicken salad w almond")).not.toContain("fndds:11350040");
  });

  it("a drink restated in the same sentence is counted once, as the product named", () => {
    expect(foods("a cup of Muscle Milk light, a convenient and tasty nutritional drink")).toEqual(["fndds:95106010"]);
    expect(foods("an 11 fl oz can of Slim Fast, a delicious and sugar-free nutritional drink")).toEqual([
      "fndds:95110000",
    ]);
    expect(foods("a soft taco filled with beans, followed by a meaty small taco")).toHaveLength(2);
  });

  it("a kids size is the kids' order: kids fries are USDA's kids meal order, a happy meal a burger and kids fries", () => {
    const grams = (text: string) => {
      const r = analyzeMeal(text, ctx);
      if (!r.ok) throw new Error(r.reason);
      return r.meals.flatMap((m) => m.items.map((i) => i.grams));
    };
    expect(grams("kids fries")).toEqual([70]);
    expect(grams("kids meal fries")).toEqual([70]);
    expect(foods("happy meal")).toEqual(["fndds:27510553", "fndds:71401030"]);
    expect(foods("a happy meal with nuggets")).toEqual(["fndds:24198731", "fndds:71401030"]);
    expect(foods("kids meal nuggets")).toEqual(["fndds:24198731", "fndds:71401030"]);
  });

  it("a bowl of cereal is a cup of it, and milk said with it is poured on it, not a glass", () => {
    const [cereal, milk] = items("bowl of cheerios w 2%");
    expect([cereal?.food_name, cereal?.grams]).toEqual(["Cereal, O's, NFS", 35]);
    // Half the milk's cup (244 g) for the one cup of a ready-to-eat cereal, as cereal labels pour it; on a hot cereal
    // USDA's "Guideline amount per cup of hot cereal" (61 g).
    expect([milk?.food_name, milk?.grams]).toEqual(["Milk, reduced fat (2%)", 122]);
    expect(items("bowl of oatmeal w skim milk").map((i) => i.grams)).toEqual([240, 61]);
    expect(items("a bowl of chicken soup")[0]?.grams).toBeGreaterThan(350);
  });

  it("a spread said with a sandwich or bread is USDA's guideline amount on it, per slice or roll of the bread", () => {
    const grams = (text: string) => items(text).map((i) => [i.food_name.split(",")[0], i.grams]);
    // "Guideline amount on regular sandwich" (14 g), not the 9 g of mayonnaise eaten alone.
    expect(grams("turkey sandwich with mayo")[1]).toEqual(["Mayonnaise", 14]);
    // "Guideline amount per slice of bread/roll": 7 g of butter a slice, 16 g of peanut butter on each half of a bagel.
    expect(grams("2 slices toast w butter")[1]).toEqual(["Butter", 14]);
    expect(grams("bagel w pb")[1]).toEqual(["Peanut butter", 32]);
    expect(grams("peanut butter toast")[1]).toEqual(["Peanut butter", 16]);
  });

  it("a number typed after a food in the singular counts it, after a drink it is the drink's fluid ounces", () => {
    expect(items("gyoza 8").map((i) => [i.food_name, i.grams])).toEqual([
      ["Wonton, dumpling or pot sticker, fried", 200],
    ]);
    expect(items("shrimp 10")[0]?.grams).toBe(100);
    expect(items("pepsi 20").map((i) => [i.food_name, i.unit, i.quantity])).toEqual([
      ["Soft drink, cola", "fl oz", 20],
    ]);
    // Spelled out, a number is a name as much as a count: "a classic seven and seven".
    expect(items("a seven and seven")[0]?.food_name).toBe("Seven and Seven");
  });

  it("an item opened by a count ends before the next count, whatever word ended it ('sausage links', 'over easy')", () => {
    expect(items("2 eggs over easy 2 turkey sausage links 1 slice whole grain toast").map((i) => i.phrase)).toEqual([
      "2 eggs over easy",
      "2 turkey sausage links",
      "1 slice whole grain toast",
    ]);
    expect(items("2 slices 12 grain bread")).toHaveLength(1);
  });

  it("a count said after a food and its cut is of that food, not a food of its own ('tempura shrimp 5 pcs')", () => {
    expect(items("tempura shrimp 5 pcs").map((i) => [i.food_name, i.phrase])).toEqual([
      ["Shrimp, fried", "tempura shrimp 5 pieces"],
    ]);
  });

  it("a meat said before a dish the phrase table names is which one of that dish: 'chicken pad see ew', not chicken", () => {
    expect(items("chicken pad see ew")[0]?.food_name).toBe("Chow fun noodles with meat and vegetables");
    expect(items("shrimp pad thai")[0]?.food_name).toBe("Pad Thai with seafood");
    // The best food for all the words holds the dish already: a beef hot dog is USDA's beef frank.
    expect(items("beef hot dog")[0]?.food_name).toBe("Hot dog, beef");
  });

  it("dishes typed by their own names are their nearest USDA food: korma, kheer, jook, shakshuka, cap n crunch", () => {
    const named = (text: string) => items(text).map((i) => i.food_name);
    expect(named("chicken korma w naan")).toEqual([
      "Chicken curry",
      "Bread, naan, plain, commercially prepared, refrigerated",
    ]);
    expect(named("lamb vindaloo")).toEqual(["Beef curry"]);
    expect(named("jook w egg")[0]).toBe("Congee");
    expect(named("shakshuka w pita")[0]).toBe("Egg omelet or scrambled egg, with tomatoes, NS as to fat");
    expect(named("cap n crunch w milk")).toEqual(["Cereal, crunch", "Milk, NFS"]);
    expect(named("veggie sausage and eggs")[0]).toBe("Breakfast link, pattie, or slice, meatless");
  });

  it("what is said on toast is a food of its own, not the bread's kind: 'egg on toast' is no egg bread", () => {
    expect(items("fried egg on toast").map((i) => i.food_name)).toEqual([
      "Egg, whole, fried, NS as to fat",
      "Bread, NS as to major flour, toasted",
    ]);
    expect(items("turkey on wheat").map((i) => i.food_name)).toEqual(["Turkey sandwich on wheat"]);
  });

  it("fillings typed before or after a breakfast bread with no 'with' are an egg sandwich on it", () => {
    expect(items("bacon egg cheese bagel from dunkin")[0]?.food_name).toBe("Egg sandwich on bagel, with bacon");
    expect(items("bagel egg and cheese")[0]?.food_name).toBe("Egg sandwich on bagel");
    expect(items("sausage egg and cheese croissant")[0]?.food_name).toBe("Egg sandwich on croissant, with sausage");
    // An egg bagel is a bagel made with egg.
    expect(items("egg bagel")[0]?.food_name).toBe("Bagel");
  });

  it("a product the phrase table names and then how it tastes is that product: 'rxbar chocolate sea salt'", () => {
    expect(items("rxbar chocolate sea salt x2").map((i) => [i.food_name, i.grams])).toEqual([
      ["Nutrition bar (Balance Original Bar)", 100],
    ]);
    expect(items("barebells protein bar caramel cashew")).toHaveLength(1);
    // a flavour of two words that name one food: the bar tastes of peanut butter
    expect(items("clif bar crunchy peanut butter").map((i) => i.food_id)).toEqual(["fndds:53720200"]);
    expect(items("muscle milk chocolate")[0]?.food_name).toBe(
      "Nutritional drink or shake, ready-to-drink (Muscle Milk)",
    );
    // A cheese after a flavour is no taste of it, and a food named whole is no product with a taste.
    expect(items("honey walnut cream cheese").map((i) => i.food_name)).toContain("Cream cheese, regular, plain");
    expect(items("queso fresco")[0]?.food_name).toBe("Queso Fresco");
  });

  it("a flavour said after a dish typed first, or after a size, is that food's: 'hot pocket pepperoni'", () => {
    expect(foods("hot pocket pepperoni")).toEqual(["fndds:58126100"]); // Turnover or hot pocket, NFS; no pepperoni
    // SR 21248 WENDY'S Frosty "1 small 12 oz. cup" = 227 g, not a junior frosty and a chocolate bar
    expect(items("wendys frosty small chocolate").map((i) => [i.food_name, i.grams])).toEqual([
      ["WENDY'S, Frosty Dairy Dessert", 227],
    ]);
    expect(foods("latte large vanilla")).toHaveLength(1);
    // a size before a food of its own still opens it
    expect(foods("burger large fries")).toHaveLength(2);
  });

  it("a measure of a dish's size typed last after a part weighs the dish: 'spaghetti w meat sauce 1.5 cups'", () => {
    // 1.5 × FNDDS 58146322 Pasta with tomato-based sauce and meat "1 cup" (250 g), not 1.5 cups of Alfredo sauce
    expect(items("spaghetti w meat sauce 1.5 cups").map((i) => [i.food_id, i.grams])).toEqual([
      ["fndds:58146322", 375],
    ]);
    // 16 fl oz of the latte (480 g), its milk the latte's own, not 488 g of oat milk
    expect(items("iced latte w oat milk 16 oz").map((i) => i.grams)).toEqual([480]);
    // a small measure is the part's, and so is one said with an article of its own
    expect(items("salad w chicken 4 oz").map((i) => Math.round(i.grams))).toEqual([73, 113]);
    expect(items("chips with a can of cola 12 fl oz").map((i) => i.grams)).toEqual([28, 372]);
    // "penne" is the synonym table's pasta, so the phrase table's marinara does not name the dish
    expect(items("pasta (penne) w marinara 2 cups").map((i) => [i.food_id, i.grams])).toEqual([
      ["fndds:58146222", 500], // Pasta with tomato-based sauce, home recipe
    ]);
  });

  it("a fruit typed after an amount that ended the food before is listed, not a flavour of the next food", () => {
    expect(items("oatmeal (1 cup) banana pb").map((i) => i.food_name)).toEqual([
      "Oatmeal, NFS",
      "Banana, raw",
      "Peanut butter",
    ]);
    // before a product's trade name it is still its flavour
    expect(items("coffee 16 oz strawberry pop tarts").map((i) => i.food_name)).toEqual([
      "Coffee, NS as to type",
      "Breakfast tart",
    ]);
  });
});
