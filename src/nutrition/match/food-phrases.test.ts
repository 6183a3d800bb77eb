import { describe, expect, it } from "vitest";
import { analyzeMeal } from "../index.js";
import { loadFoodDatabase } from "../db/load-food-database.js";
import { loadFoodPhrases, phraseFood } from "./food-phrases.js";

const ctx = { now: new Date("2025-03-04T12:30:00Z"), timeZone: "UTC" };
const itemsOf = (text: string) => {
  const r = analyzeMeal(text, ctx);
  if (!r.ok) throw new Error(r.reason);
  return r.meals.flatMap((m) => m.items);
};
const foodsOf = (text: string): string[] => itemsOf(text).map((i) => i.food_name);
const gramsOf = (text: string) => itemsOf(text).map((i) => [i.food_name, Math.round(i.grams)]);

describe("food phrase table", () => {
  const phrases = loadFoodPhrases(loadFoodDatabase());

  it("says each phrase once, so no line silently loses to another", () => {
    const table = {
      phrases: [
        { say: ["egg sandwich"], food: "fndds:34001100" },
        { say: ["Egg sandwich"], food: "fndds:34001600" },
      ],
    };
    expect(() => loadFoodPhrases(loadFoodDatabase(), table)).toThrow(/said twice/);
  });

  it("names only foods the database has, every phrase with food words", () => {
    expect(phrases.length).toBeGreaterThan(20);
    for (const p of phrases) expect(p.words.length).toBeGreaterThan(0);
  });

  it("lets a product beat its ingredients: two sausage McMuffins are McDonald's McMuffins, not sausage", () => {
    expect(foodsOf("2 sausage mcmuffins")).toEqual(["McDONALD'S, Sausage McMUFFIN"]);
  });

  it("reads breakfast sandwiches and burritos as the egg dishes they are, the bread said deciding", () => {
    expect(foodsOf("fried egg sandwich")).toEqual(["Egg sandwich on white bread"]);
    expect(foodsOf("bec")).toEqual(["Egg sandwich on white bread, with meat and cheese"]);
    expect(foodsOf("breakfast burrito")).toEqual(["Egg burrito"]);
    expect(foodsOf("sausage egg and cheese biscuit")).toEqual(["Egg sandwich on biscuit, with sausage and cheese"]);
  });

  it("names dishes and products typed by their menu name ('patty melt', 'zuppa toscana', 'jack links')", () => {
    expect(foodsOf("patty melt on rye")).toEqual(["Cheeseburger, NFS"]);
    expect(foodsOf("zuppa toscana")).toEqual(["Soup, potato with meat"]);
    expect(foodsOf("sm bag jack links")).toEqual(["Beef jerky"]);
    expect(foodsOf("2 hostess cupcakes")).toEqual(["Snack cake, chocolate"]);
  });

  it("reads the longest dish the table names before a part said after it ('salad w grilled chicken and ranch')", () => {
    expect(foodsOf("salad w grilled chicken and ranch")).toEqual([
      "Chicken or turkey garden salad, chicken and/or turkey, tomato and/or carrots, other vegetables, no dressing",
      "Ranch dressing",
    ]);
    expect(foodsOf("salad w shrimp")[0]).toMatch(/^Shrimp garden salad/);
  });

  it("counts sushi rolls as whole rolls, and pieces of one as pieces", () => {
    expect(gramsOf("2 california rolls")).toEqual([["Sushi roll, California", 360]]);
    expect(gramsOf("spicy tuna roll")).toEqual([["Sushi roll tuna", 180]]);
    expect(gramsOf("6 pieces california roll")).toEqual([["Sushi roll, California", 180]]);
  });

  it("reads a Whopper as Burger King's burger, not the malted milk ball candy", () => {
    expect(foodsOf("a whopper and a whopper jr")).toEqual(["Whopper (Burger King)", "Whopper Jr (Burger King)"]);
  });

  it("prefers the longer phrase: a sausage McMuffin with egg is that sandwich", () => {
    expect(phraseFood("sausage mcmuffin with egg", phrases)?.id).toBe("sr:21359");
  });

  it("keeps a portion word that names the dish: a chicken burrito bowl is the bowl, a chicken burrito the burrito", () => {
    expect(foodsOf("a chicken burrito bowl")).toEqual(["Burrito bowl, chicken"]);
    expect(foodsOf("a steak bowl")).toEqual(["Burrito bowl, beef or pork"]);
    expect(foodsOf("a chicken burrito")).toEqual(["Burrito, chicken, cheese"]);
  });

  it("weighs a phrase's food by the portion the table names: a string cheese is one stick, not one 5 g string", () => {
    expect(gramsOf("a string cheese")).toEqual([["Cheese, Mozzarella, part skim", 28]]);
    expect(gramsOf("2 string cheeses and a cup of grapes")).toEqual([
      ["Cheese, Mozzarella, part skim", 57],
      ["Grapes, raw", 150],
    ]);
    // an amount said in a unit still goes by that unit
    expect(gramsOf("an ounce of string cheese")).toEqual([["Cheese, Mozzarella, part skim", 28]]);
  });

  it("names steak cuts and common dishes said alone: a sirloin is a sirloin steak, not an unread item", () => {
    expect(gramsOf("6oz sirloin")).toEqual([["Beef, steak, sirloin, NS as to fat eaten", 170]]);
    expect(foodsOf("a ribeye")).toEqual(["Beef, steak, ribeye, NS as to fat eaten"]);
    expect(gramsOf("chipotle steak burrito")).toEqual([["Burrito, beef, with beans and rice, cheese", 330]]);
    expect(foodsOf("falafel wrap")).toEqual(["Falafel sandwich"]);
  });

  it("reads a stir fry by what is stir-fried, not as the vegetables alone", () => {
    expect(foodsOf("shrimp stir fry w rice")[0]).toMatch(/^Shrimp and vegetables .*soy-based sauce$/);
    expect(foodsOf("chicken stir-fry")[0]).toMatch(/^Chicken or turkey and vegetables /);
  });

  it("reads vegetables said cooked as USDA's cooked mixed vegetables, not pickled ones", () => {
    expect(foodsOf("salmon w roasted veggies")).toEqual([
      "Fish, salmon, NFS",
      "Classic mixed vegetables, NS as to form, cooked",
    ]);
  });

  it("reads a plain shake as a milk shake and a protein shake as a ready-to-drink protein shake", () => {
    expect(foodsOf("burger w fries and a shake")[2]).toMatch(/^Milk shake, /);
    expect(foodsOf("protein shake")).toEqual(["Nutritional drink or shake, high protein, ready-to-drink, NFS"]);
    expect(foodsOf("slim fast shake")).toEqual(["Nutritional drink or shake, ready-to-drink (Slim Fast)"]);
  });

  it("reads a mixed drink said without its 'and' and the British 'chilli' as USDA names them", () => {
    expect(foodsOf("vodka soda")).toEqual(["Vodka and soda"]);
    expect(foodsOf("2 gin tonics")).toEqual(["Gin and tonic"]);
    expect(foodsOf("bowl of chilli")).toEqual(["Chili, NFS"]);
  });

  it("names dishes from other kitchens by their nearest USDA food, never a namesake ('poke bowl', 'matcha')", () => {
    expect(foodsOf("2 slices margherita pizza")).toEqual(["Pizza, cheese, from restaurant or fast food, thin crust"]);
    expect(foodsOf("tonkotsu ramen")).toEqual(["Ramen bowl with meat and egg"]);
    expect(gramsOf("6 gyoza")).toEqual([["Wonton, dumpling or pot sticker, fried", 150]]);
    expect(foodsOf("chicken n dumplings")).toEqual(["Chicken or turkey with dumplings"]);
    expect(foodsOf("matcha latte")).toEqual(["Tea, hot, with milk"]);
    // Raw fish over rice: USDA's sushi topped with that fish, the usual amount of it.
    expect(gramsOf("a poke bowl")).toEqual([["Sushi, topped with tuna", 210]]);
  });

  it("reads chips said with a dip as tortilla chips and the dip, and protein bars by brand", () => {
    expect(foodsOf("2 fish tacos + chips & guac")).toEqual(["Taco, fish", "Tortilla chips, plain", "Guacamole, NFS"]);
    expect(foodsOf("tortilla chips and salsa")).toEqual(["Tortilla chips, plain", "Salsa, NFS"]);
    expect(foodsOf("rxbar")).toEqual(["Nutrition bar (Balance Original Bar)"]);
    // A bar typed first after its brand, then its flavour, is the bar ("quest bar peanut butter" was peanut butter).
    expect(foodsOf("quest bar peanut butter")[0]).toMatch(/bar/i);
    expect(foodsOf("kind bar almond coconut")).toEqual(["Cereal or granola bar (KIND Fruit and Nut Bar)"]);
  });

  it("reads a grilled chicken salad as a garden salad with chicken, and a chicken wrap as one", () => {
    expect(foodsOf("grilld chiken salad")[0]).toMatch(/^Chicken or turkey garden salad/);
    expect(foodsOf("lunch 12:30 - grilled chkn wrap + diet coke")).toEqual([
      "Chicken fillet wrap sandwich, grilled, from fast food",
      "Soft drink, cola, diet",
    ]);
  });

  it("reads a pint of lager as beer, and ginger ale stays a soft drink", () => {
    expect(foodsOf("a pint of lager")).toEqual(["Beer"]);
    expect(foodsOf("a can of ginger ale")).toEqual(["Soft drink, ginger ale"]);
  });

  it("reads a chain's menu item wherever the chain is named, with rice and beans in a Chipotle bowl", () => {
    expect(foodsOf("a chicken burrito bowl from chipotle")).toEqual(["Burrito bowl, chicken, with beans and rice"]);
    expect(foodsOf("chipotle chicken bowl w guac")).toEqual([
      "Burrito bowl, chicken, with beans and rice",
      "Guacamole, NFS",
    ]);
    expect(foodsOf("2 pepperoni slices from dominos")).toEqual([
      `DOMINO'S 14" Pepperoni Pizza, Classic Hand-Tossed Crust`,
    ]);
  });

  it("counts what a chain's name is said before ('dunkin 6 munchkins', 'taco bell 3 soft tacos')", () => {
    expect(gramsOf("dunkin 6 munchkins")).toEqual([["Doughnut holes", 90]]);
    expect(gramsOf("taco bell 3 soft tacos")).toEqual([["TACO BELL, Soft Taco with beef, cheese and lettuce", 306]]);
    expect(gramsOf("popeyes 3 spicy tenders")).toEqual([["POPEYES, Spicy Chicken Strips, analyzed 2006", 159]]);
  });

  it("counts a food said in the plural after a place it does not know ('bonchon 6 wings'), not a cup's name", () => {
    // FNDDS 24160110 Chicken wing, NS as to cooking method: "1 wing, any size" = 35 g
    expect(gramsOf("bonchon 6 wings")).toEqual([["Chicken wing, NS as to cooking method", 210]]);
    // FNDDS 58101320 Taco, NFS: "1 small/regular" = 105 g
    expect(gramsOf("bobs 2 tacos")).toEqual([["Taco, NFS", 210]]);
    // a Sonic "route 44" is one drink, the usual amount (FNDDS "Quantity not specified" = 360 g), not 44 of it
    expect(gramsOf("route 44 diet coke")).toEqual([["Soft drink, cola, diet", 360]]);
  });

  it("names dishes of many cuisines by the nearest USDA dish, not an ingredient or a dish sounding alike", () => {
    expect(foodsOf("mapo tofu")).toEqual([
      "Pork, tofu, and vegetables, excluding carrots, broccoli, and dark-green leafy; no potatoes, soy-based sauce",
    ]);
    expect(foodsOf("chicken marsala")).toEqual(["Chicken or turkey with mushroom sauce"]);
    expect(foodsOf("katsu don")).toEqual([
      "Pork, rice, and vegetables excluding carrots, broccoli, and dark-green leafy; soy-based sauce",
    ]);
    expect(foodsOf("patatas bravas")).toEqual(["Potato, home fries, from restaurant / fast food"]);
    // the meat typed after the dish says which of its kind, as before it does
    expect(foodsOf("pad see ew chicken")).toEqual(foodsOf("chicken pad see ew"));
    expect(foodsOf("pad see ew chicken")).toEqual(["Chow fun noodles with meat and vegetables"]);
    // a meat said with a dish the table names is not taken for that dish's word ("lo mein with chicken")
    expect(foodsOf("lo mein with chicken")).toEqual(["Lo mein, with chicken"]);
  });

  it("reads a spice said with a food as a teaspoon of the spice, never a bread or a product tasting of the food", () => {
    // SR 02010 Spices, cinnamon, ground: "1 tsp" = 2.6 g
    expect(gramsOf("oatmeal with cinnamon")).toEqual([
      ["Oatmeal, NFS", 240],
      ["Spices, cinnamon, ground", 3],
    ]);
    expect(foodsOf("cinnamon apples")).toEqual(["Spices, cinnamon, ground", "Apple, raw"]);
    expect(foodsOf("cinnamon roll")).toEqual(["Roll, sweet, cinnamon bun, no frosting"]);
    expect(foodsOf("ground beef w taco seasoning")).toEqual(["Beef, ground", "Seasoning mix, dry, taco, original"]);
    // what the food was for is no food: "game night" is no venison
    expect(foodsOf("chicken wings 8 for game night")).toEqual(["Chicken wing, NS as to cooking method"]);
  });

  it("weighs a Red Bull by its standard can and reads a fruit yogurt as dairy yogurt, an apple cider donut as one donut", () => {
    // FNDDS 95310600 Energy drink (Red Bull): "1 can (8.4 fl oz)" = 260 g
    expect(gramsOf("red bull")).toEqual([["Energy drink (Red Bull)", 260]]);
    expect(foodsOf("strawberry yogurt")).toEqual(["Yogurt, low fat milk, fruit"]);
    // the cup it came in, named by one of the food's own USDA portions, is no frozen yogurt's cup
    expect(gramsOf("strawberry yogurt cup")).toEqual([["Yogurt, low fat milk, fruit", 170]]);
    expect(foodsOf("apple cider donut")).toEqual(["Doughnut, cake type, plain"]);
    // FNDDS Pistachio nuts: "1 nut" = 0.5 g; a guess at how many is a count, however many
    expect(gramsOf("pistachios about 30")).toEqual([["Pistachio nuts, NFS", 15]]);
  });

  it("reads a toasted bagel as a plain one toasted, and a protein bar's flavour typed after it as its flavour", () => {
    expect(foodsOf("toasted bagel")).toEqual([
      "Bagels, plain, enriched, with calcium propionate (includes onion, poppy, sesame), toasted",
    ]);
    expect(foodsOf("everything bagel")).toEqual(["Bagel"]);
    expect(foodsOf("protein bar chocolate")).toEqual(["Nutrition bar (Snickers Marathon Protein Bar)"]);
  });

  it("reads a Reese's by its name, and its pieces apart from its cups", () => {
    // FNDDS 91705530 Chocolate candy, peanut butter filled: "1 fun/snack size" = 15 g, "1 pouch/regular size" = 45 g
    expect(gramsOf("2 reese's cups")).toEqual([["Chocolate candy, peanut butter filled", 30]]);
    expect(gramsOf("a pack of reese's cups")).toEqual([["Chocolate candy, peanut butter filled", 45]]);
    // SR 19151 Candies, REESE'S PIECES Candy: "1 package (1.6 oz)" = 46 g
    expect(gramsOf("reese's pieces")).toEqual([["Candies, REESE'S PIECES Candy", 46]]);
    expect(foodsOf("a 7 up")).toEqual(["Soft drink, fruit flavored, caffeine free"]);
  });

  it("weighs a sub by its length: 6 inches or a footlong of USDA's '1 inch sub'", () => {
    expect(gramsOf("6in subway tuna sub")).toEqual([["SUBWAY, tuna sub on white bread with lettuce and tomato", 237]]);
    expect(gramsOf("subway footlong italian bmt")).toEqual([
      ["SUBWAY, cold cut sub on white bread with lettuce and tomato", 392],
    ]);
  });

  it("names brands and chain items by the USDA food they are", () => {
    expect(foodsOf("kfc bowl")).toEqual(["Chicken or turkey, potatoes, corn, and cheese, with gravy"]);
    expect(foodsOf("medium oreo blizzard")).toEqual(["Soft serve, blended with candy or cookies, from fast food"]);
    expect(foodsOf("2 eggo waffles")).toEqual(["Waffle, plain, frozen"]);
    expect(foodsOf("a hot dog")).toEqual(["Hot dog sandwich, NFS, on white bun"]);
    expect(foodsOf("a frankfurter")).toEqual(["Hot dog, NFS"]);
    expect(foodsOf("a plate of spaghetti")).toEqual(["Pasta with tomato-based sauce, home recipe"]);
    expect(foodsOf("whopper jr")).toEqual(["Whopper Jr (Burger King)"]);
    expect(foodsOf("dunkin glazed donut")).toEqual(["Doughnut, yeast type"]);
  });

  it("finds a phrase around an amount said inside it ('taco bell 2 crunchy tacos')", () => {
    expect(phraseFood("taco bell 2 crunchy tacos", phrases)?.id).toBe("sr:21260");
  });
  it("reads plain walnuts as plain, not honey roasted", () => {
    expect(foodsOf("handful of walnuts")).toEqual(["Walnuts, excluding honey roasted"]);
    expect(foodsOf("honey walnuts")).toEqual(["Walnuts, honey roasted"]);
  });

  it("counts a six-pack as six cans, and a White Claw as a can of hard seltzer (not white bread)", () => {
    expect(gramsOf("a six pack of bud light")).toEqual([["Beer, light", 2160]]);
    expect(gramsOf("2 white claws")).toEqual([["Hard seltzer", 720]]);
  });

  it("names drinks and frozen meals by brand ('body armor', 'lean cuisine' was a 660 g slush)", () => {
    expect(foodsOf("body armor")).toEqual(["Sports drink, NFS"]);
    expect(foodsOf("lean cuisine")).toEqual(["Chicken with rice and vegetable, diet frozen meal"]);
    expect(foodsOf("a tv dinner")).toEqual(["Frozen dinner, NFS"]);
  });

  it("counts beers by the can and wines by the glass ('3 bud lights', '2 glasses of cab')", () => {
    expect(gramsOf("3 bud lights")).toEqual([["Beer, light", 1080]]);
    expect(gramsOf("a coors light")).toEqual([["Beer, light", 360]]);
    expect(gramsOf("2 glasses of cab")).toEqual([["Wine, red", 360]]);
  });

  it("reads a plain pear as a raw one, not USDA's canned pears 'NFS'", () => {
    expect(gramsOf("2 pears")).toEqual([["Pear, raw", 360]]);
  });

  it("reads restaurant menu items by their menu name, not an ordinary word in it ('grand slam' was biscuit dough)", () => {
    expect(gramsOf("dennys grand slam")).toEqual([["McDONALD'S, BIG BREAKFAST", 269]]);
    expect(foodsOf("ihop rooty tooty fresh n fruity")).toEqual([
      "McDONALD'S, Deluxe Breakfast, with syrup and margarine",
    ]);
    expect(foodsOf("outback bloomin onion")).toEqual(["Fried onion rings"]);
    // A chain's name is never cut into two words ("outback" was "out" + "back": USDA's chicken back).
    expect(foodsOf("outback 6 oz sirloin")).toEqual(["Restaurant, family style, sirloin steak"]);
    expect(gramsOf("2 cheddar bay biscuits")).toEqual([["Biscuit, cheese", 90]]);
    expect(foodsOf("carls jr famous star")).toEqual(["Cheeseburger, from fast food, 1 large patty"]);
    expect(foodsOf("dq dilly bar")).toEqual(["Ice cream bar, vanilla, chocolate coated"]);
    expect(foodsOf("whataburger with jalapenos")).toEqual(["Hamburger, from fast food, 1 medium patty"]);
    expect(foodsOf("cava bowl")).toEqual(["Burrito bowl, chicken, with rice"]);
    expect(foodsOf("crab legs")).toEqual(["Crab"]);
    expect(foodsOf("hashbrown casserole")).toEqual(["Potato, scalloped, from fast food or restaurant"]);
    expect(foodsOf("peanut m and ms")).toEqual(["Chocolate candy, candy shell with nuts"]);
    expect(foodsOf("dennys moons over my hammy")).toEqual(["Egg sandwich on white bread, with meat and cheese"]);
  });

  it("counts a candy bar by its name as the regular bar, unless a size USDA has is said ('a snickers' was 8 g)", () => {
    expect(gramsOf("a snickers")).toEqual([["Chocolate candy, nougat filled with nuts", 55]]);
    expect(gramsOf("2 twix")).toEqual([["Chocolate candy, cookie filled", 90]]);
    expect(gramsOf("2 fun size snickers")).toEqual([["Chocolate candy, nougat filled with nuts", 30]]);
    expect(gramsOf("a kit kat bite")).toEqual([["Chocolate candy, cookie filled", 10]]);
    // A tea by its blend's name ("earl grey w splash of milk" lost the tea).
    expect(foodsOf("earl grey w splash of milk")).toEqual(["Tea, hot, leaf, black", "Milk, NFS"]);
    expect(gramsOf("a large string cheese")).toEqual([["Cheese, Mozzarella, part skim", 37]]);
  });

  it("keeps 'a side of mac & cheese' one dish", () => {
    expect(foodsOf("side of mac & cheese")).toEqual(["Macaroni or noodles with cheese"]);
  });
});
