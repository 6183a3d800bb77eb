import { describe, expect, it } from "vitest";
import { analyzeMeal } from "./index.js";

const ctx = { now: new Date("2025-03-04T12:30:00Z"), timeZone: "UTC" };

function items(text: string) {
  const r = analyzeMeal(text, ctx);
  if (!r.ok) throw new Error(r.reason);
  return r.meals.flatMap((m) => m.items);
}

describe("sizes said in words", () => {
  it("reads a kids meal order of fries as fast food's kids meal order, not its usual small order", () => {
    const [fries] = items("a kids meal order of french fries");
    expect(fries?.food_name).toBe("Potato, french fries, fast food");
    expect(fries?.grams).toBe(70);
    expect(fries?.assumption).toContain('"1 kids meal order"');
  });

  it("reads 'a medium fry' as a medium order of fries, not one fry", () => {
    const [fry] = items("a medium fry");
    expect(fry?.food_name).toMatch(/^Potato, french fries/);
    expect(fry?.grams).toBe(145);
  });
});

describe("a unit said after the food's name", () => {
  it("reads 'a large pizza slice from costco' as one large slice, not a large pizza", () => {
    const [slice] = items("large pepperoni pizza slice from costco");
    expect(slice?.assumption).toContain("slice");
    expect(slice?.grams).toBeLessThan(200);
  });
});

describe("a unit that only measures one kind of food", () => {
  it("reads '2 pumps caramel' as 20 g of syrup, not two caramel candies or two mochas", () => {
    expect(items("2 pumps caramel").map((i) => [i.food_name, i.grams])).toEqual([["Syrup, NFS", 20]]);
    expect(items("3 pumps mocha").map((i) => [i.food_name, i.grams])).toEqual([["Syrup, NFS", 30]]);
  });

  it("keeps a scooped food that is no powder: 'a scoop of chicken salad' is never a sugar substitute", () => {
    expect(items("a scoop of peanut butter")[0]?.food_name).toBe("Peanut butter");
    expect(items("a scoop of chicken salad")[0]?.food_name).toMatch(/^Chicken .*salad/);
    // USDA's restaurant potato salad at ½ cup (the scoop) a scoop: 2 × 139.5 g
    expect(items("a couple of scoops of potato salad").map((i) => [i.food_name, i.grams])).toEqual([
      ["Potato salad, from restaurant", 279],
    ]);
    expect(items("1 scoop whey")[0]?.food_name).toMatch(/^Nutritional powder mix, whey/);
  });
});

describe("a size said of a bowl", () => {
  it("sizes the bowl, not one piece of the food in it: a small bowl of strawberries is no 7 g berry", () => {
    // 1½ cups (355 ml) × USDA strawberries' 152 g per cup / 236.6 ml × 0.7 for small ≈ 160 g
    const [berries] = items("a small bowl of strawberries");
    expect(berries?.grams).toBeCloseTo(159.7, 0);
    expect(berries?.assumption).toContain("× 0.7 for small");
    expect(items("a large bowl of strawberries")[0]?.grams).toBeGreaterThan(250);
  });

  it("scales a bowl of cereal by its size too, a big bowl more than the usual cup", () => {
    const [usual] = items("a bowl of cheerios");
    const [big] = items("a big bowl of cheerios");
    expect(big?.grams).toBeCloseTo((usual?.grams ?? 0) * 1.3, 0);
    expect(big?.assumption).toContain("× 1.3 for large");
  });
});

describe("a takeout container", () => {
  it("of a mixed dish is the pint one, not USDA's 1 cup: half a container of saag paneer", () => {
    // 16 fl oz (473 ml) × USDA palak paneer's 200 g per cup / 236.6 ml = 400 g; half is 200 g
    const [saag] = items("half a container of saag paneer");
    expect(saag?.grams).toBeCloseTo(200, 0);
    expect(saag?.assumption).toContain("usual container ≈ 16 fl oz");
    expect(items("large container of shrimp lo mein")[0]?.assumption).toContain("× 1.3 for large");
  });

  it("keeps a food's own container and a tub or jar as USDA weighs them", () => {
    expect(items("a container of yogurt")[0]?.assumption).toContain('"1 container, NFS"');
    expect(items("a tub of mac and cheese")[0]?.grams).toBe(230);
  });
});

describe("several pieces of a food USDA serves only by measure", () => {
  it("are bites of about an ounce, not a usual amount each: 'paneer tikka, 6 pieces' is no 738 g", () => {
    const [paneer] = items("paneer tikka appetizer, 6 pieces");
    expect(paneer?.grams).toBe(168);
    expect(paneer?.assumption).toContain("1 piece ≈ 1 oz");
    // a food USDA counts by the piece keeps its own piece
    expect(items("3 pieces of fried chicken")[0]?.assumption).toContain('"1 piece"');
  });
});

describe("a sub said with no length", () => {
  it("is USDA's six-inch sub, not its regular sandwich: half a turkey sub is half of 195 g", () => {
    expect(items("half a turkey sub").map((i) => [i.grams, i.assumption])).toEqual([
      [97.5, '0.5 turkey sandwich or sub = 97.5 g (USDA portion "1 regular or 6" submarine")'],
    ]);
    expect(items("turkey sandwich")[0]?.grams).toBe(115);
  });
});

describe("a branded food USDA weighs only by the ounce", () => {
  it("is one usual amount of its survey kind, not an ounce: a Chobani strawberry Greek yogurt is a 150 g cup", () => {
    const [cup] = items("chobani greek yogurt strawberry");
    expect(cup?.food_name).toBe("Yogurt, Greek, nonfat, strawberry, CHOBANI");
    expect(cup?.grams).toBe(150);
    expect(cup?.assumption).toContain("as for Yogurt, Greek");
  });
});

describe("ounces of a drink", () => {
  it("are fluid ounces for a plant-based milk too", () => {
    expect(items("12oz almond milk")[0]?.assumption).toContain("12 fl oz");
  });
});

describe("no amount said", () => {
  it("weighs a plural by the food's usual amount, not one piece of it", () => {
    const [fries] = items("sweet potato fries");
    expect(fries?.food_name).toBe("Sweet potato fries, NFS");
    expect(fries?.grams).toBe(90);
    expect(fries?.assumption).toContain("Quantity not specified");
  });
});

describe("mixed drinks", () => {
  it("reads a spirit and its mixer as USDA's cocktail of that name, one 225 g drink", () => {
    const [drink] = items("I sipped on a refreshing drink of whiskey and soda");
    expect(drink?.food_name).toBe("Whiskey and soda");
    expect(drink?.grams).toBe(225);
    expect(items("a drink of vodka and diet cola").map((i) => i.food_name)).toEqual(["Vodka and diet cola"]);
  });

  it("weighs a drink of a spirit as USDA's drink, and a drink of juice as its usual serving", () => {
    expect(items("a drink of vodka")[0]?.grams).toBe(63);
    expect(items("a drink of fruit juice")[0]).toMatchObject({ food_name: "Fruit juice, NFS" });
  });
});

describe("milk or cream said with a drink", () => {
  it("is what goes into the drink, by USDA's guideline per fl oz, not a glass of milk", () => {
    const [coffee, milk] = items("iced coffee w milk");
    expect(coffee?.food_name).toBe("Iced Coffee, brewed");
    expect(milk?.food_name).toBe("Milk, NFS");
    expect(milk?.grams).toBe(30); // 2.5 g per fl oz of a 12 fl oz coffee
    expect(items("a large coffee w milk")[1]?.grams).toBe(50);
    // "a little" says no more of the amount than nothing said
    expect(items("coffee with a little milk")[1]?.grams).toBe(30);
    expect(items("coffee with a bit of milk")[1]?.grams).toBe(30);
  });

  it("keeps a splash, a pat or a dollop said after 'with' as its amount, whatever the drink's size", () => {
    // units.json informal: a splash is 1 tbsp; FNDDS Cream, half and half: 1.01 g/ml
    const [, cream] = items("big mug of coffee with a splash of half and half");
    expect(cream?.food_name).toBe("Cream, half and half");
    expect(cream?.grams).toBe(15);
    // a pat is 1 tsp of butter, 4.7 g
    expect(items("toast with a pat of butter")[1]?.grams).toBeCloseTo(4.7, 1);
  });

  it("puts each part said with the drink into the drink, not into the part before it", () => {
    const [, cream, sugar] = items("dunkin lg iced coffee w cream & sugar");
    expect(cream?.assumption).toContain("× 20 fl oz");
    expect(sugar?.food_name).toBe("Sugar, NFS");
    expect(sugar?.assumption).toContain("sugar in the drink");
    expect(sugar?.assumption).toContain("× 20 fl oz");
  });

  it("leaves milk with its own amount as it was, and pours milk with no amount on a cereal", () => {
    expect(items("iced coffee with a cup of milk")[1]?.grams).toBe(244);
    expect(items("cereal with a cup of milk")[1]?.grams).toBe(244);
    // Half a cup of milk for the cereal's one cup, as a ready-to-eat cereal's label pours it.
    expect(items("cereal with milk")[1]?.grams).toBe(122);
    expect(items("grits with milk")[1]?.grams).toBe(61);
    // Only a milk is poured: yogurt said with a cereal is a food of its own.
    expect(items("granola 1/2 cup over vanilla yogurt")[1]?.grams).toBeGreaterThan(120);
  });
});

describe("an item of one English word that names no food", () => {
  it("is read with two neighbouring letters swapped back into a food, said to be a guess ('and fires')", () => {
    const [, fries] = items("burger and fires");
    expect(fries?.food_name).toMatch(/french fries/);
    expect(fries?.assumption).toContain('closest match for "fires"');
    expect(items("a fish taco from my favorite fast food spot").map((i) => i.food_name)).toHaveLength(1);
  });
});

describe("a unit word said after the food's name", () => {
  it("reads 'a kit kat bar' as one regular bar, not one 8 g piece", () => {
    const [bar] = items("a kit kat bar");
    expect(bar?.food_name).toBe("Chocolate candy, cookie filled");
    expect(bar?.grams).toBe(45);
    expect(bar?.assumption).toContain('"1 pouch/regular size"');
  });

  it("keeps the size the user said for the bar", () => {
    expect(items("a miniature snickers bar")[0]?.grams).toBe(10);
  });

  it("weighs a sub said with its length by USDA's 6-inch submarine, two of them for a footlong", () => {
    const [six] = items("ham and cheese sub 6in");
    expect(six?.grams).toBe(240);
    expect(six?.assumption).toContain(`"1 regular or 6" submarine"`);
    expect(items("a footlong ham and cheese sub")[0]?.grams).toBe(480);
    expect(items("a ham and cheese sandwich")[0]?.assumption).toContain('"1 regular"');
  });

  it("reads 'a large pizza slice' as one slice of a large pizza, not the whole large pizza", () => {
    const [slice] = items("lg pepperoni pizza slice and a diet coke");
    expect(slice?.grams).toBe(124);
    expect(slice?.assumption).toContain('"1 piece, large pizza"');
    expect(items("2 pizza slices")[0]?.grams).toBe(2 * (items("a slice of pizza")[0]?.grams ?? 0));
  });

  it("reads a pretzel stick as one hard pretzel stick, not a bag of potato sticks", () => {
    const [stick] = items("a single pretzel stick");
    expect(stick?.food_name).toBe("Pretzels, hard, NFS");
    expect(stick?.grams).toBe(1);
  });

  it("reads fun-size as a candy sold fun-size, not a brand's 2 oz package", () => {
    const [bar] = items("a fun-size Twix caramel cookie bar");
    expect(bar?.grams).toBe(15);
    expect(bar?.assumption).toContain('"1 fun/snack size"');
  });

  it("leaves a food whose name holds the word alone, and a package things came from", () => {
    expect(items("a granola bar")[0]?.assumption).toContain('"1 bar"');
    const [tarts] = items("two pop tarts from a package");
    expect(tarts?.quantity).toBe(2);
    expect(tarts?.assumption).toContain('"1 Pop Tart"');
  });
});

describe("sizes and counts", () => {
  it("reads a size as one the food is sold in: a large milkshake is the fast-food large", () => {
    const [shake] = items("a large chocolate milkshake");
    expect(shake?.food_name).toBe("Milk shake, fast food, chocolate");
    expect(shake?.grams).toBe(690);
    expect(items("a large apple")[0]?.food_name).toBe("Apple, raw");
  });

  it("counts the regular one, not a kind of it the user did not name ('a bagel' is not a Bagel Thin)", () => {
    expect(items("a bagel")[0]?.assumption).toContain('"1 regular"');
    expect(items("a popsicle")[0]?.grams).toBe(50);
  });

  it("reads a fraction after the article as the amount", () => {
    expect(items("a 0.25 plantain")[0]?.quantity).toBe(0.25);
  });

  it("reads a side or garden salad as lettuce with vegetables", () => {
    expect(items("a side salad")[0]?.food_name).toMatch(/^Lettuce, salad with assorted vegetables/);
  });
});

describe("cubic inches", () => {
  it("uses USDA's cubic-inch portion, or about 17 g when the food has none", () => {
    expect(items("a cubic inch of cheddar cheese")[0]?.assumption).toContain('"1 cubic inch"');
    const [salmon] = items("a cubic inch of boneless, cooked smoked salmon");
    expect(salmon?.grams).toBe(17);
    expect(salmon?.unit).toBe("cubic inch");
  });

  it("labels units as people write them", () => {
    expect(items("12 fl oz of cola")[0]?.unit).toBe("fl oz");
  });
});

describe("the smallest sizes", () => {
  it("reads 'mini' and 'tiny' as USDA's miniature", () => {
    expect(items("a mini bagel")[0]?.assumption).toContain('"1 miniature"');
    expect(items("a tiny roll made with cracked wheat")[0]?.assumption).toContain('"1 miniature/small roll"');
  });
});

describe("sides and whole items", () => {
  it("reads 'a cheeseburger with fries' as a cheeseburger and a side of fries", () => {
    const read = items("a cheeseburger with fries");
    expect(read.map((i) => i.food_name)).toEqual([
      "Cheeseburger, NFS",
      "Potato, french fries, NS as to fresh or frozen",
    ]);
    expect(read[1]?.grams).toBeGreaterThan(50);
  });

  it("reads ice cream with a dessert as a side of it, not a cream pie ('apple pie w vanilla ice cream')", () => {
    expect(items("apple pie with vanilla ice cream").map((i) => i.food_name)).toEqual([
      "Pie, apple",
      "Ice cream, vanilla",
    ]);
  });

  it("reads a dish named with what it holds as no ingredient of the next ('tuna sandwich and tomato soup')", () => {
    expect(items("tuna sandwich and tomato soup").map((i) => i.food_name)).toEqual([
      "Tuna salad sandwich on white",
      "Soup, tomato",
    ]);
    expect(items("tuna melt and tomato soup")).toHaveLength(2);
    expect(items("chicken and rice soup")).toHaveLength(1);
  });

  it("reads a takeout side said with a dish as a food of its own ('orange chicken w chow mein')", () => {
    expect(items("orange chicken w chow mein").map((i) => i.food_name)).toEqual([
      "Orange chicken",
      "Chow mein or chop suey, NS as to type of meat, with noodles",
    ]);
    expect(items("shrimp w fried rice").map((i) => i.food_name)).toEqual(["Shrimp, NFS", "Rice, fried, NFS"]);
  });

  it("reads toast said with eggs as toast beside them, not cheese bread ('cheese omelet w toast')", () => {
    const read = items("cheese omelet w toast");
    expect(read.map((i) => i.food_name)).toEqual([
      expect.stringMatching(/^Egg omelet or scrambled egg, with cheese/),
      "Bread, NS as to major flour, toasted",
    ]);
    expect(items("2 eggs over easy w toast").map((i) => i.food_name)[1]).toBe("Bread, NS as to major flour, toasted");
  });

  it("scales a household bowl by the size said ('big bowl of pho')", () => {
    const bowl = items("bowl of pho")[0]?.grams ?? 0;
    expect(items("big bowl of pho")[0]?.grams).toBeCloseTo(bowl * 1.3, 0);
    expect(items("small bowl of pho")[0]?.grams).toBeCloseTo(bowl * 0.7, 0);
  });

  it("reads a length opening an order as a sub's length, not a count ('6 inch meatball marinara')", () => {
    expect(items("6 inch meatball marinara")[0]).toMatchObject({ grams: 209 });
    expect(items("footlong meatball marinara")[0]).toMatchObject({ grams: 418 });
  });

  it("reads a pizza's width as USDA's pizza of that diameter, not a count ('12 inch pizza')", () => {
    expect(items("12 inch pizza")[0]).toMatchObject({ quantity: 1, grams: 691 });
    expect(items("12 inch pizza")[0]?.assumption).toContain('11-12" diameter');
  });

  it("reads a rack of ribs as a dozen ribs ('half rack bbq ribs' is six)", () => {
    expect(items("half rack bbq ribs")[0]).toMatchObject({ quantity: 6, grams: 210 });
  });

  it("counts a steak as a whole steak, not a slice of one", () => {
    expect(items("a steak")[0]?.grams).toBe(160);
  });
});

describe("bite-size", () => {
  it("is USDA's bite size where the food has one, smaller than its miniature", () => {
    expect(items("a bite-size fruit muffin")[0]?.assumption).toContain('"1 bite size"');
    expect(items("a mini muffin")[0]?.assumption).toContain('"1 miniature"');
    expect(items("a cup of bite-size butter crackers")[0]?.assumption).toContain('"1 cup, bite size"');
  });
});

describe("the unit word said", () => {
  it("names USDA's portion of that name: a sleeve of crackers, a chunk of pineapple", () => {
    expect(items("a sleeve of ritz crackers")[0]?.assumption).toContain('"1 sleeve"');
    expect(items("a chunk of raw pineapple")[0]?.assumption).toContain('"1 chunk"');
    expect(items("a king-size package of reese's peanut butter cups")[0]?.assumption).toContain('"1 large/king size"');
    expect(items("a regular piece of chewy taffy")[0]?.assumption).toContain('"1 piece"');
  });
});

describe("names of shapes and cuts", () => {
  it("counts chicken tenders by USDA's tender, and reads 'straight from the freezer' as frozen", () => {
    const [tenders] = items("two chicken tenders");
    expect(tenders?.food_name).toMatch(/^Chicken tenders or strips/);
    expect(tenders?.grams).toBe(100);
    expect(tenders?.assumption).toContain('"1 tender, strip, or finger"');
    expect(items("a breaded chicken tender straight from the freezer")[0]?.food_name).toBe(
      "Chicken tenders or strips, breaded, from frozen",
    );
  });

  it("reads a patty as the food it is made of, and home fries as home fries", () => {
    expect(items("a turkey patty")[0]?.food_name).toMatch(/^Turkey/);
    expect(items("a veggie burger patty")[0]?.food_name).toBe("Veggie burger patty, no bun");
    expect(items("a cup of home fries")[0]?.food_name).toMatch(/^Potato, home fries/);
    expect(items("a gummy fish")[0]?.food_name).toBe("Candy, gummy");
  });
});

describe("a bar or stick of a food", () => {
  it("is the bar or stick USDA sells of it, unless the food is a candy or already named so", () => {
    expect(items("a stick of fish")[0]?.food_name).toBe("Fish, stick");
    expect(items("a stick of mozzarella cheese")[0]?.food_name).toBe("Cheese, Mozzarella, NFS");
    expect(items("a bar of KIND fruit and nut")[0]?.food_name).toBe("Cereal or granola bar (KIND Fruit and Nut Bar)");
    expect(items("a bar of coated cereal or granola")[0]?.food_name).toBe(
      "Cereal or granola bar, chocolate coated, NFS",
    );
    expect(items("a bar of milk chocolate")[0]?.food_name).toBe("Candies, milk chocolate");
  });
});

describe("a packet of noodle soup", () => {
  it("is a packet of instant ramen: 3 oz of dry noodles made up with water", () => {
    for (const text of ["a package of noodle soup", "a packet of instant noodle soup", "a package of ramen"]) {
      const [soup] = items(text);
      expect(soup?.food_name).toBe("Soup, ramen noodles, water added");
      expect(soup?.grams).toBe(495);
      expect(soup?.assumption).toContain("a packet holds 3 oz dry");
    }
  });

  it("leaves a bowl of noodle soup a bowl of soup", () => {
    expect(items("a bowl of chicken noodle soup")[0]?.food_name).toBe("Soup, chicken noodle");
  });
});

describe("calories said of each one", () => {
  it("weighs a 100-calorie pack by the food's energy per gram, and counts a 90 calorie bar as one bar", () => {
    const [chips] = items("a 100-calorie pack of ruffled potato chips");
    expect(chips?.macros.calories_kcal).toBeCloseTo(100, 0);
    expect(chips?.assumption).toContain("the calories said");
    const bars = items("i had two 90 calorie granola bars just two to hold me over");
    expect(bars).toHaveLength(1);
    expect(bars[0]?.macros.calories_kcal).toBeCloseTo(180, 0);
  });

  it("leaves a weight said as the weight", () => {
    const [almonds] = items("30 g of almonds from a 100-calorie pack");
    expect(almonds?.grams).toBe(30);
  });
});

describe("an opening clause typed without its comma", () => {
  it("reads the food told after 'to start my day', 'as a treat' and 'while snacking'", () => {
    for (const text of [
      "to brighten my breakfast i had a chilled can of cream soda",
      "as a treat for my snack i enjoyed a chocolate doughnut",
      "while snacking i had a chocolate chip cookie",
    ])
      expect(items(text)).toHaveLength(1);
  });
});

describe("a shape said after the food's name", () => {
  it("weighs a fish fillet as USDA's fillet, not the whole fish", () => {
    expect(items("a fish fillet")[0]?.grams).toBe(90);
    expect(items("2 fish fillets")[0]?.grams).toBe(180);
  });
});

describe("a count said of what is on one of something", () => {
  it("counts what is on it, and the dish is one ('2 fried eggs on an english muffin')", () => {
    const [sandwich] = items("2 fried eggs on an english muffin");
    expect(sandwich?.food_name).toBe("Egg sandwich on English muffin");
    expect(sandwich?.grams).toBe(135);
    expect(items("2 hot dogs on buns")[0]?.grams).toBe(204);
  });
});
