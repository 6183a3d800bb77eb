import { describe, expect, it } from "vitest";
import { analyzeMeal } from "./analyze-meal.js";

const meals = (text: string) => {
  const r = analyzeMeal(text, { now: new Date("2025-01-15T12:00:00Z"), timeZone: "UTC" });
  if (!r.ok) throw new Error(r.reason);
  return r.meals;
};
const items = (text: string) => meals(text).flatMap((m) => m.items.map((i) => i.food_name));

describe("a food said twice is eaten once", () => {
  it("keeps one doughnut when the second sentence talks about the same one", () => {
    expect(items("a fluffy jelly doughnut. I enjoyed every bite of the delicious doughnut")).toEqual([
      "Doughnut, jelly",
    ]);
  });

  it("reads 'just one' and 'in total' as the same food counted again", () => {
    expect(items("a delicious doughnut, just one nice yeast-type doughnut")).toEqual(["Doughnut, yeast type"]);
    expect(items("a raw pear and a delicious banana, enjoying one fruit and one banana in total")).toHaveLength(2);
  });

  it("reads the kind a food is, said with the count the food lacks, as that food counted ('oreos 6 cookies')", () => {
    const grams = (text: string) =>
      meals(text).flatMap((m) => m.items.map((i) => [i.food_name.split(",")[0], Math.round(i.grams)]));
    expect(grams("chips ahoy 3 cookies")).toEqual([["Cookie", 32]]); // 3 × USDA "1 Nabisco Chips Ahoy!" (10.5 g)
    expect(grams("oreos 6 cookies")).toEqual([["Cookie", 66]]); // 6 × USDA "1 Oreo sandwich" (11 g)
    // With no count to give, the kind said after "and" is another food.
    expect(items("oreos and cookies")).toHaveLength(2);
  });

  it("titles a food counted by its kind by the food's name, the count in brackets on the item ('chips ahoy (3 cookies)')", () => {
    const read = (text: string) => meals(text).map((m) => [m.title, m.items.map((i) => i.phrase)]);
    expect(read("chips ahoy 3 cookies")).toEqual([["Chips ahoy", ["chips ahoy (3 cookies)"]]]);
    expect(read("veggie omelette 3 eggs w spinach mushrooms onions")).toEqual([
      ["Vegetable omelet and mushrooms", ["vegetable omelet (3 eggs with spinach onions)", "mushrooms"]],
    ]);
  });

  it("counts the pieces a food comes in, said after it, as that food's own ('fried chicken 2 drumsticks')", () => {
    const grams = (text: string) => meals(text).flatMap((m) => m.items.map((i) => [i.food_name, Math.round(i.grams)]));
    // FNDDS Chicken drumstick, fried, coated: "1 medium drumstick" = 85 g; no fried chicken piece besides them
    expect(grams("leftover fried chicken 2 drumsticks")).toEqual([
      ["Chicken drumstick, fried, coated, skin / coating eaten, from pre-cooked", 170],
    ]);
    // a food that is no piece of the one before stays its own ("salad 2 eggs" is no egg salad)
    expect(grams("salad 2 eggs")).toHaveLength(2);
  });

  it("counts a dish by the kind it is made of, and keeps what that was said with: 'veggie omelette 3 eggs w …'", () => {
    const grams = (text: string) => meals(text).flatMap((m) => m.items.map((i) => [i.food_id, Math.round(i.grams)]));
    // 3 × USDA "1 egg" (75 g) of "Egg omelet or scrambled egg, with dark-green vegetables"; no 3 eggs besides it
    expect(grams("veggie omelette 3 eggs w spinach mushrooms onions")).toEqual([
      ["fndds:32130450", 225],
      ["fndds:75219020", 80], // Mushrooms, NS as to form, cooked: a part of its own
    ]);
    // the parts typed with no "with" after the counted kind
    expect(grams("veggie omelet 3 eggs spinach mushrooms feta").map(([id]) => id)).toEqual([
      "fndds:32130450",
      "fndds:75219020",
      "fndds:14104400", // Cheese, Feta
    ]);
  });

  it("keeps what an earlier name said when the specifying one says less", () => {
    expect(items("a crisp raw carrot, specifically one regular carrot")).toEqual(["Carrots, raw"]);
  });

  it("finds the food a specifying or definite name restates wherever it stands in the list", () => {
    expect(items("a cheeseburger and a bottle of cola, specifically a Whopper with cheese from Burger King")).toEqual([
      "Whopper with cheese (Burger King)",
      "Soft drink, cola",
    ]);
    expect(
      items("a cheeseburger and a large order of fries, the Quarter Pounder with cheese from McDonald's"),
    ).toHaveLength(2);
  });

  it("reads '1 quesadilla' in a later sentence as the quesadilla already named", () => {
    expect(items("a quesadilla with meat. I enjoyed a delicious 1 quesadilla, any size")).toHaveLength(1);
  });

  it("reads 'my 1 sandwich' as the sandwich already named", () => {
    expect(items("a grilled cheese sandwich and a side of ham, alongside my 1 sandwich")).toHaveLength(2);
  });

  it("reads 'my biscuit' as the biscuit already named in the same sentence", () => {
    expect(items("a McDonald's sausage on a biscuit and a tablespoon of jelly to spread on my biscuit")).toEqual([
      "McDONALD'S, Sausage Biscuit",
      "Jam or jelly, NFS",
    ]);
    expect(items("a cup of coffee and my biscuit")).toHaveLength(2);
  });

  it("reads the same dish said again with its own article as a second one", () => {
    expect(items("a soft taco with meat and a soft taco with beans")).toHaveLength(2);
  });

  it("keeps a food that has a filling apart from the dish before it", () => {
    expect(
      items("a medium soft taco filled with fish alongside a low-fat breakfast bar with a fruit filling"),
    ).toHaveLength(2);
  });

  it("keeps the more precise name", () => {
    expect(items("a cheeseburger, specifically a Whopper with cheese from Burger King")).toEqual([
      "Whopper with cheese (Burger King)",
    ]);
  });

  it("reads a class word after a food of that class as the same food", () => {
    expect(items("a delicious raw avocado. I savored the entire fruit")).toEqual(["Avocado, raw"]);
    expect(items("an apple and another fruit")).toHaveLength(2);
    expect(items("a juicy raw apple, a medium-sized piece of fruit, and a bag of chips")).toHaveLength(2);
  });

  it("reads a food named again in a later sentence as the same food", () => {
    expect(
      items(
        "I had a waffle cone loaded with vanilla ice cream and a ripe banana. I enjoyed one ice cream cone and one fresh banana.",
      ),
    ).toHaveLength(2);
  });

  it("counts one more when a later sentence says so", () => {
    expect(items("I had a coffee. Later I had another coffee.")).toHaveLength(2);
    expect(items("I had a biscuit. I also had a biscuit.")).toHaveLength(2);
  });

  it("counts another helping", () => {
    expect(items("a doughnut and another doughnut")).toHaveLength(2);
  });
});

describe("parts of a dish join it", () => {
  it("reads a frozen meal's parts as the meal", () => {
    expect(items("an 11 oz frozen meal of Salisbury steak with gravy, accompanied by potatoes and vegetables")).toEqual(
      ["Salisbury steak with gravy, potatoes, vegetable, frozen meal"],
    );
  });

  it("reads an unweighed 'bit of' or 'variety of' after a dish as part of it", () => {
    expect(items("a cup of grits made with water and a bit of fat")).toEqual([
      "Grits, instant, made with water, fat added",
    ]);
  });

  it("keeps a weighed dollop as its own food", () => {
    expect(items("360g of brewed coffee and a dollop of 30g flavored liquid creamer")).toHaveLength(2);
  });

  it("never turns the dish into another one that holds the part", () => {
    expect(items("a 109g taco topped with meat and a dollop of sour cream")[0]).toMatch(/^Taco, /);
  });

  it("never turns the dish into the part named after it ('Pancake syrup')", () => {
    expect(items("pancakes with syrup")).toEqual(["Pancakes, NFS", "Syrup, NFS"]);
    expect(items("a cup of brewed coffee with a splash of flavored liquid coffee creamer")).toEqual([
      "Coffee, brewed",
      "Coffee creamer, liquid, flavored",
    ]);
  });

  it("reads one of a food listed after a dish as a part only when the dish's words did not already say it", () => {
    expect(items("a croissant sandwich with crispy bacon, a fluffy egg, and gooey cheese")[0]).toBe(
      "Egg sandwich on croissant, with bacon",
    );
    expect(items("a glass of orange juice with calcium and an orange")).toEqual([
      expect.stringMatching(/^Orange juice/),
      "Orange, raw",
    ]);
  });

  it("keeps a mixed dish of its own apart from the dish before it, when the two together would not name it", () => {
    expect(items("panda chow mein and kung pao chicken")).toEqual(["Lo mein, NFS", "Kung pao chicken"]);
    expect(items("a Jimmy Dean pancake and sausage frozen meal")).toEqual(["Pancakes and sausage, frozen meal"]);
  });

  it("leaves separate drinks separate", () => {
    expect(items("a can of cola and a drink of whiskey")).toHaveLength(2);
  });
});

describe("foods named only to say what a dish holds", () => {
  it("join the dish", () => {
    expect(items("a delicious egg, cheese, and bacon griddle cake sandwich")).toEqual([
      "Fast foods, griddle cake sandwich, egg, cheese, and bacon",
    ]);
    expect(items("a chicken and turkey frankfurter on a plain white bun")).toEqual([
      "Hot dog sandwich, turkey, on white bun",
    ]);
    // The container said first holds the whole dish.
    expect(items("a jar of turkey, rice, and vegetables baby food")).toEqual([
      "Babyfood, dinner, turkey, rice, and vegetables, toddler",
    ]);
  });

  it("join the dish when USDA's 'beef or pork' is the 'meat' said, weighed or not", () => {
    expect(items("a meat and vegetable fajita")).toEqual(["Fajita, beef or pork"]);
    expect(items("a 142g meat and vegetable fajita")).toEqual(["Fajita, beef or pork"]);
  });

  it("stay foods of their own in a plain list", () => {
    expect(items("eggs, bacon and toast")).toHaveLength(3);
    expect(items("2 eggs and toast")).toHaveLength(2);
    expect(items("an apple and banana bread")).toHaveLength(2);
  });

  it("stay foods of their own before a food of another kind named in one word: no egg bread, no cheese crackers", () => {
    expect(items("egg and toast")).toEqual([
      "Egg, whole, cooked, NS as to cooking method",
      "Bread, NS as to major flour, toasted",
    ]);
    expect(items("cheese, crackers")).toHaveLength(2);
  });
});

describe("what counted foods are served on", () => {
  it("is one under each when said in the plural, and brand words name the food they are", () => {
    const grams = (text: string) =>
      meals(text).flatMap((m) => m.items.map((i) => [i.food_name, Math.round(i.grams)] as const));
    expect(grams("2 brats on buns w mustard")).toEqual([
      ["Bratwurst", 120],
      ["Roll, white, hamburger bun", 104],
      ["Mustard", 5],
    ]);
    expect(items("a banquet meal")[0]).toMatch(/dinner.*frozen|frozen dinner/i);
    expect(items("a coors banquet")).toEqual(["Beer"]);
  });
});

describe("a mixed dish said before another", () => {
  it("is eaten as itself, not named to say what the next one holds", () => {
    expect(items("orange chicken and chow mein")).toEqual([
      "Orange chicken",
      "Chow mein or chop suey, NS as to type of meat, with noodles",
    ]);
  });

  it("stays the dish the phrase table names, and nothing after a stop is a part of it ('chicken parm + salad')", () => {
    const parmAndSalad = [
      "Chicken or turkey parmigiana",
      "Lettuce, salad with assorted vegetables including tomatoes and/or carrots, no dressing",
    ];
    expect(items("chicken parm, salad")).toEqual(parmAndSalad);
    expect(items("olive garden chicken parm + salad")).toEqual(parmAndSalad);
    // An exclamation mark inside a name ends no sentence.
    expect(items("a Nabisco Chips Ahoy! chocolate chip cookie")).toEqual(["Cookie, chocolate chip"]);
  });
});

describe("a fast-food meal", () => {
  it("gives the fries of a Big Mac meal from the same counter", () => {
    expect(items("a Big Mac and medium french fries")).toEqual([
      "Big Mac (McDonalds)",
      "Potato, french fries, fast food",
    ]);
  });

  it("keeps a food's own cooking", () => {
    expect(items("a sautéed chicken wing and a biscuit from a fast food restaurant")[0]).toBe("Chicken wing, sauteed");
  });

  it("gives the counter to the parts a dish is split into ('popeyes chicken sandwich w/ reg cajun fries')", () => {
    expect(items("popeyes chicken sandwich w/ reg cajun fries")).toEqual([
      "Chicken fillet sandwich, fried, from fast food",
      "Potato, french fries, fast food",
    ]);
  });

  it("reads a combo 'meal' as its sandwich, its fries, and the drink said with it as its drink", () => {
    expect(items("chick fil a spicy deluxe meal w lemonade")).toEqual([
      "Chicken fillet sandwich, fried, from fast food, with cheese",
      "Potato, french fries, restaurant",
      "Lemonade, fruit juice drink",
    ]);
    expect(items("big mac meal")).toEqual([
      "Big Mac (McDonalds)",
      "Potato, french fries, restaurant",
      "Soft drink, NFS",
    ]);
  });

  it("reads a meal talked about or a kids meal as no combo", () => {
    expect(items("a small order of fries and a double cheeseburger to round off the meal")).toHaveLength(2);
    expect(items("a burger at home, a simple meal")).toHaveLength(1);
  });

  it("reads a chain USDA has no food of as a counter", () => {
    expect(items("five guys fries")).toEqual(["Potato, french fries, fast food"]);
  });
});

describe("a dish the phrase table names, with more words after it", () => {
  it("stays that dish unless another of its kind holds those words", () => {
    expect(items("chicken katsu w rice")[0]).toBe("Chicken fillet, breaded");
    expect(items("chicken burrito bowl with rice and beans")).toEqual(["Burrito bowl, chicken, with beans and rice"]);
  });

  it("reads sushi, a danish and a fruit cup as people order them", () => {
    expect(items("4 pc salmon nigiri")).toEqual(["Sushi, topped with salmon"]);
    expect(items("cheese danish")).toEqual(["Danish pastry, with cheese"]);
    expect(items("cfa 8ct grilled nuggets, fruit cup")).toEqual([
      "Chicken fillet, grilled",
      "Fruit cocktail, canned, NFS",
    ]);
  });
});

describe("a part the dish's USDA name only lacks", () => {
  it("keeps brown sugar on oatmeal as sugar, not 'Oatmeal, reduced sugar'", () => {
    expect(items("oatmeal w brown sugar")).toEqual(["Oatmeal, NFS", "Sugar, brown"]);
    expect(items("steel cut oats w brown sugar")).toEqual(["Oatmeal, NFS", "Sugar, brown"]);
    expect(items("a single waffle, reduced fat, straight from the freezer")).toEqual(["Waffle, plain, reduced fat"]);
  });
});

describe("taqueria fillings and plain bread", () => {
  it("reads carnitas as pork, carne asada as beef, and crusty bread as bread", () => {
    expect(items("2 al pastor tacos")[0]).toMatch(/pork/);
    expect(items("carne asada burrito")[0]).toMatch(/beef/);
    expect(items("beef stew w crusty bread")).toEqual(["Stew, beef", "Bread, NS as to major flour"]);
  });
});

describe("labels that are no food", () => {
  it("reads 'taco tuesday' as the day and 'late night' as the time, not as a taco or an unread note", () => {
    expect(items("taco tuesday: 3 tacos and chips and salsa")).toEqual([
      "Taco, NFS",
      "Tortilla chips, plain",
      "Salsa, NFS",
    ]);
    expect(meals("late night: bowl of cereal")[0]?.notes ?? "").not.toContain("Could not read");
  });
});

describe("a base served under a dish", () => {
  it("is a food of its own when it has its own amount ('chili over 1 cup rice')", () => {
    expect(items("chili over 1 cup rice")).toEqual(["Chili, NFS", "Rice, cooked, NFS"]);
    expect(items("beef stroganoff over 1 cup egg noodles")).toEqual(["Beef stroganoff", "Noodles, cooked"]);
    expect(items("shrimp scampi over 1 cup linguine")).toEqual(["Shrimp scampi", "Pasta, cooked"]);
  });

  it("reads 'about a cup' after a food as that food's amount, not a food", () => {
    expect(
      meals("orange chicken, about a cup, over a cup of jasmine rice")[0]?.items.map((i) => [
        i.food_name,
        i.quantity,
        i.unit,
      ]),
    ).toEqual([
      ["Orange chicken", 1, "cup"],
      ["Rice, white, cooked, NS as to fat", 1, "cup"],
    ]);
  });
});

describe("a name given after a food", () => {
  it("reads 'the McDouble' as the double cheeseburger just said", () => {
    expect(items("a double cheeseburger, the McDouble from McDonald's")).toEqual(["McDouble (McDonalds)"]);
  });

  it("keeps a different food said with 'the'", () => {
    expect(items("a burger and the fries")).toHaveLength(2);
  });
});

describe("foods named to say what a dish holds", () => {
  it("keeps foods said in the plural as foods of their own ('eggs and toast')", () => {
    expect(items("eggs and toast")).toHaveLength(2);
  });
});

describe("fat said with no amount is the fat a food was cooked in", () => {
  it("adds no second item to a USDA food that already holds it", () => {
    expect(items("a small fillet of broiled tilapia drizzled in oil")).toEqual(["Fish, tilapia, baked or broiled"]);
  });

  it("takes the kind cooked with it when USDA has one", () => {
    expect(items("a cup of rice with butter")).toEqual(["Rice, white, cooked, made with butter"]);
  });

  it("keeps a measured fat and a spread on bread as items of their own", () => {
    expect(items("2 eggs fried in a tablespoon of butter")).toHaveLength(2);
    expect(items("toast with butter")).toHaveLength(2);
  });

  it("never reads a nut butter as a cooking fat ('apple and pb' is an apple and peanut butter)", () => {
    expect(items("apple and pb")).toEqual(["Apple, raw", "Peanut butter"]);
  });
});

describe("cheese said of a sandwich USDA has without it", () => {
  it("is a slice of its own", () => {
    expect(items("a turkey submarine sandwich with cheese, lettuce and tomato")).toEqual([
      "Fast foods, submarine sandwich, turkey breast on white bread with lettuce and tomato",
      "Cheese, NFS",
    ]);
    expect(items("a footlong cold cut sub from Subway with swiss cheese")).toEqual([
      "SUBWAY, cold cut sub on white bread with lettuce and tomato",
      "Cheese, Swiss",
    ]);
  });

  it("counts a slice for each sandwich and two for a footlong", () => {
    const grams = (text: string) => {
      const r = analyzeMeal(text, { now: new Date("2025-01-15T12:00:00Z"), timeZone: "UTC" });
      if (!r.ok) throw new Error(r.reason);
      return r.meals[0]?.items.find((i) => i.food_name.startsWith("Cheese"))?.grams;
    };
    expect(grams("two hot dogs with cheddar cheese")).toBe(2 * (grams("a hot dog with cheddar cheese") ?? 0));
    expect(grams("a footlong cold cut sub from Subway with cheese")).toBe(
      2 * (grams("a cold cut sub from Subway with cheese") ?? 0),
    );
  });

  it("is no second item when the sandwich is weighed or USDA's sandwich holds cheese", () => {
    expect(items("a 200 g turkey submarine sandwich with cheese")).toHaveLength(1);
    expect(items("a turkey sandwich with cheese")).toEqual(["Turkey sandwich on white, with cheese"]);
    expect(items("a cream cheese sandwich")).toHaveLength(1);
  });
});

describe("a dish always served with an extra USDA codes apart", () => {
  it("counts the caesar dressing of a caesar salad", () => {
    expect(items("panera chicken caesar")).toEqual([
      expect.stringMatching(/caesar garden salad.*no dressing$/),
      "Caesar dressing",
    ]);
  });

  it("does not add it when the words name a dressing or leave it out", () => {
    expect(items("caesar salad with ranch")).toEqual(["Caesar salad, with romaine, no dressing", "Ranch dressing"]);
    expect(items("caesar salad no dressing")).toEqual(["Caesar salad, with romaine, no dressing"]);
    expect(items("caesar dressing")).toEqual(["Caesar dressing"]);
  });
});
