import { describe, expect, it } from "vitest";
import { analyzeMeal } from "../index.js";

const ctx = { now: new Date("2025-03-04T12:30:00Z"), timeZone: "UTC" };

/** The one item a phone-style amount is read into: its food and grams. */
function item(text: string) {
  const r = analyzeMeal(text, ctx);
  if (!r.ok) throw new Error(r.reason);
  const it = r.meals[0]?.items[0];
  if (!it) throw new Error(`no item in “${text}”`);
  return it;
}

/** Phone-style amounts, worked out by hand from USDA's portions of the food named. */
describe("phone-style amounts", () => {
  it.each([
    // FNDDS 58106200 "Quantity not specified" = 194 g; "1 frozen medium pizza (11-13" diameter)" = 581 g
    ["frozen pizza", "fndds:58106200", 194],
    ["a whole frozen pizza", "fndds:58106200", 581],
    ["half a frozen pizza", "fndds:58106200", 290.5],
    // FNDDS 58106205 "1 frozen medium pizza (11-13" diameter)" = 799 g, not half of "1 piece, NFS" (133 g)
    ["1/2 digiorno pizza", "fndds:58106205", 399.5],
    ["half a red baron pizza", "fndds:58106200", 290.5],
  ])("a frozen pizza: “%s” is %s, %d g", (text, id, grams) => {
    const it = item(text);
    expect(it.food_id).toBe(id);
    expect(it.grams).toBeCloseTo(grams, 1);
  });

  it.each([
    // FNDDS 73410200 Sweet potato fries: "1 fry, any cut" = 5 g, "Quantity not specified" = 90 g
    ["a side of sweet potato fries", 90],
    // FNDDS 53209015 Cookie, chocolate sandwich: "1 Oreo sandwich" = 11 g is one; a sleeve is a packet, 28 g
    ["a sleeve of oreos", 28],
    // A single serving box of cereal is USDA's "1 prepackaged single serving" (30 g), which the words name
    ["a single serving box of honey nut cheerios", 30],
    // FNDDS 63123000 Grapes, raw: "1 grape" = 7 g, "1 cup" = 150 g; a bunch is an informal cup (units.json)
    ["a bunch of grapes", 150],
    // a sip is an informal fluid ounce: FNDDS 93101000 Beer "1 fl oz" = 30 g
    ["a sip of beer", 30],
  ])("an order or a bag holds several pieces, not USDA's one: “%s” is %d g", (text, grams) => {
    expect(item(text).grams).toBeCloseTo(grams, 1);
  });

  it.each([
    // FNDDS 11553110 Fruit smoothie, with whole fruit and dairy: "1 medium" = 864 g (a shop's cup), QNS = 324 g
    ["a mango lassi", 324],
    ["2 smoothies", 648],
    ["a large smoothie", 1080],
  ])("one drink counted with no size is USDA's usual amount, not a shop's medium cup: “%s” is %d g", (text, grams) => {
    expect(item(text).grams).toBeCloseTo(grams, 1);
  });

  it.each([
    // a brand's rice cake is the full-size one, SR 19816 "1 cake" = 9 g (FNDDS's "1 cake" is 3 g)
    ["2 quaker rice cakes", "sr:19816", 18],
    ["lundberg rice cake", "sr:19816", 9],
    // FNDDS 54318500 "1 cake" = 3 g: the plain "rice cake" is USDA's, as NutriBench's truths code it
    ["2 rice cakes", "fndds:54318500", 6],
    // mini said of counted cakes: two cakes, smaller (× 0.7), not two small usual amounts (2 × 18 × 0.7 = 25 g)
    ["2 mini rice cakes", "fndds:54318500", 4.2],
  ])("rice cakes: “%s” is %s, %d g", (text, id, grams) => {
    const it = item(text);
    expect(it.food_id).toBe(id);
    expect(it.grams).toBeCloseTo(grams, 1);
  });

  it.each([
    // FNDDS 71401000 "Quantity not specified" = 110 g a serving; "1 fry, NS as to shape" = 5 g
    ["2 fries", 220],
    ["2 curly fries", 220],
    // many counted are pieces; one is a piece (the readers spell "a fry" as fries)
    ["12 fries", 60],
    ["1 fries", 5],
  ])("fries are counted by the order: “%s” is %d g", (text, grams) => {
    const it = item(text);
    expect(it.food_id).toBe("fndds:71401000");
    expect(it.grams).toBeCloseTo(grams, 1);
  });

  it("nuggets and onion rings are counted by the piece: 2 nuggets are 2 × 16 g, 2 onion rings 2 × 10 g", () => {
    expect(item("2 chicken nuggets").grams).toBe(32);
    expect(item("2 onion rings").grams).toBe(20);
  });

  it.each([
    // SR 21143 "1 serving 4 pieces" = 201 g, not one 50 g strip
    ["chick fil a strips", "sr:21143", 201],
    // SR 21421 has only "1 strip" = 47 g: two, as USDA's usual amount holds two chicken strips of 40-50 g
    ["kfc tenders", "sr:21421", 94],
    ["3 kfc tenders", "sr:21421", 141],
    // popcorn chicken is ordered by the order: FNDDS 24198741 "Quantity not specified" = 100 g, × 1.3 for large
    ["kfc large popcorn chicken", "fndds:24198741", 130],
  ])("a chain's strips or popcorn chicken with no count are an order: “%s” is %s, %d g", (text, id, grams) => {
    const it = item(text);
    expect(it.food_id).toBe(id);
    expect(it.grams).toBeCloseTo(grams, 1);
  });

  it("a size USDA does not list never weighs less than a smaller one it does: a large frosty is more than a medium", () => {
    // SR 21248 lists "1 junior 6 oz. cup" 113 g, "1 small 12 oz. cup" 227 g, "1 medium 16 oz. cup" 298 g
    const [small, medium, large] = ["small frosty", "medium frosty", "large frosty"].map((t) => item(t).grams);
    expect(small).toBe(227);
    expect(medium).toBe(298);
    expect(large).toBeCloseTo(298 * 1.3, 1);
  });

  it("a large egg is USDA's egg, not two thirds of one (eggs' category ratio comes from omelets)", () => {
    expect(item("an egg").grams).toBe(50);
    expect(item("a large egg").grams).toBe(50);
    expect(item("a jumbo egg").grams).toBeGreaterThan(50);
    // counted with a size, eggs are eggs (was 2 × 33 g); fries are orders (2 × "1 small fast food order" = 110 g)
    expect(item("2 large eggs").grams).toBe(2 * item("a large egg").grams);
    expect(item("2 small fries").grams).toBe(220);
  });

  it("plural pieces said with no amount are some of them, not one: baby carrots are USDA's usual 60 g, not one 10 g carrot", () => {
    expect(item("baby carrots").grams).toBe(60);
    expect(item("10 baby carrots").grams).toBe(100);
    expect(item("mcdonalds apple pie").grams).toBe(77);
  });

  it("a box of a mixed dish is its usual amount, and a packet of oatmeal the porridge its dry ounce makes", () => {
    // FNDDS 58145112 "Quantity not specified" = 230 g, not a 28 g packet
    expect(item("kraft mac and cheese 1 box made").grams).toBe(230);
    // FNDDS 56202960 Oatmeal, NFS: "1 oz, dry, yields" = 170 g; a packet is 28 g dry
    expect(item("a packet of oatmeal").grams).toBeCloseTo((28 / 28.3495) * 170, 1);
    // a food with a packet of its own keeps it: FNDDS Sugar "1 individual packet" = 3.5 g
    expect(item("a packet of sugar").grams).toBe(3.5);
  });

  it("a plural of the noun USDA counts a food by, said with no count, is two of it when the usual amount is one", () => {
    // FNDDS 31102000 Egg, whole, cooked: "1 egg" = 50 g = "Quantity not specified"
    expect(item("eggs and toast").grams).toBe(100);
    // FNDDS 24150210 Chicken thigh: "1 thigh" = 80 g = "Quantity not specified"
    expect(item("bbq chicken thighs").grams).toBe(160);
    // a usual amount of several pieces stays: FNDDS Cookie, NFS "Quantity not specified" = 60 g; one egg is one
    expect(item("cookies").grams).toBe(60);
    expect(item("an egg").grams).toBe(50);
    // FNDDS 63203010 Blueberries: "1 berry" = 2 g is lighter than the usual 75 g, which weighs them
    expect(item("blueberries").grams).toBe(75);
    // a mixed dish in the plural is a plate of it: FNDDS 58105000 Fajita, chicken "Quantity not specified" = 95 g
    expect(item("chicken fajitas").grams).toBe(95);
  });

  it("a size said of a drink USDA portions only in a set container sizes its usual amount, smallest to largest", () => {
    // FNDDS 61210000 Orange juice, 100%, NFS: "Quantity not specified" = 248 g; its "1 juice box/pouch (6.75 fl oz)"
    // = 209 g has no sizes, so small and large are the fitted size factors (0.7, 1.3) on the usual amount
    expect(item("small oj").grams).toBeCloseTo(248 * 0.7, 1);
    expect(item("medium orange juice").grams).toBe(248);
    expect(item("lg orange juice").grams).toBeCloseTo(248 * 1.3, 1);
    expect(item("lg orange juice").assumption).toContain("× 1.3 for large");
    // the container said is that container
    expect(item("a juice box").grams).toBe(209);
  });

  it("a bowl or a plate of a food counted by the piece is a bowl or a plate of it, never one piece or one whole fruit", () => {
    // units.json household: a bowl is 1½ cups, FNDDS 63115010 Cherries, raw "1 cup" = 150 g, "1 cherry" = 7 g
    expect(item("a bowl of cherries").grams).toBeCloseTo(225, 0);
    // FNDDS 63149010 Watermelon "1 cup" = 154 g, "1 large melon" = 6 kg: a big bowl is 1.3 × 1½ cups
    expect(item("big bowl of watermelon").grams).toBeLessThan(400);
    // a plate is 300 g, not FNDDS "1 egg" of scrambled egg
    expect(item("a plate of scrambled eggs").grams).toBe(300);
  });

  it("a guess at how many ('about 2 cookies', '~3 eggs') counts them; 'around 12 chicken salad' is noon", () => {
    // FNDDS 31102000 Egg, whole, cooked: "1 egg" = 50 g
    expect(item("about 3 eggs").grams).toBe(150);
    expect(item("~3 eggs").grams).toBe(150);
    expect(item("around 3 large eggs").grams).toBe(150);
    const r = analyzeMeal("around 12 grilled chicken salad", ctx);
    if (!r.ok) throw new Error(r.reason);
    expect(r.meals[0]?.items[0]?.quantity).toBe(1);
    expect(r.meals[0]?.consumed_at).toBe("2025-03-04T12:00:00.000Z");
  });

  it("a serving is near the usual amount, never a whole pie or one grape", () => {
    // FNDDS 53301000 Pie, apple: "1 regular pie (8-9" dia)" = 1,200 g, "1 regular slice" = 150 g = the usual amount
    expect(item("a serving of apple pie").grams).toBe(150);
    // FNDDS 27311510 Shepherd's pie: "1 pie, any size" = 1,260 g; "1 slice, any size" = 210 g, typed after it too
    expect(item("a serving of shepherd's pie").grams).toBe(210);
    expect(item("shepherds pie 1 serving").grams).toBe(210);
    // FNDDS 63123000 Grapes, raw: "1 grape" = 7 g; "Quantity not specified" = 75 g
    expect(item("a serving of grapes").grams).toBe(75);
  });

  it("a count typed after a dish said in the plural and its kind counts it, and a unit alone after a comma is its amount", () => {
    // FNDDS 58112510 Wonton, dumpling or pot sticker, steamed: "1 item, any size" = 25 g
    expect(item("dumplings pork 8 steamed").grams).toBe(200);
    expect(item("dumplings pork 8 steamed").food_id).toBe("fndds:58112510");
    // FNDDS 28340550 Soup, hot and sour: "1 cup" = 245 g; the cup is no food of its own
    const r = analyzeMeal("hot and sour soup, cup", ctx);
    if (!r.ok) throw new Error(r.reason);
    expect(r.meals[0]?.items.map((i) => [i.food_name, i.grams])).toEqual([["Soup, hot and sour", 245]]);
  });

  it("an amount typed last is the food's, spelled out or after a word about the food", () => {
    // units.json household: a bowl is 1½ cups; FNDDS 27311310 Stew, beef "1 cup" = 255 g
    expect(item("beef stew one bowl").grams).toBeCloseTo(382.6, 1);
    // FNDDS Taco, corn tortilla, beef, cheese: "1 small/regular" = 105 g
    expect(item("beef tacos leftover 2").grams).toBe(210);
  });

  it("a unit said last with its size is one of that size ('pho beef large bowl')", () => {
    // units.json household: a bowl is 1½ cups, × 1.3 (the fitted large factor); FNDDS Soup, pho "1 cup" = 245 g
    expect(item("pho beef large bowl").grams).toBeCloseTo(245 * 1.5 * 1.3, 0);
    // FNDDS 71402040 Potato, french fries, restaurant: "1 large fast food order" = 180 g
    expect(item("fries large order").grams).toBe(180);
  });

  it("a square of a dish or a cake is one piece of it; a square of a candy bar is a small square", () => {
    // FNDDS 58130011 Lasagna with meat: "1 piece (1/6 of 8" square, approx 2-1/2" x 4")" = 206 g
    expect(item("a square of lasagna").grams).toBe(206);
    // FNDDS 52202060 Cornbread, made from home recipe: "1 piece" = 65 g, not "1 square cornbread (8" pan)"
    expect(item("a square of cornbread").grams).toBe(65);
    // units.json: a square of a bar is 10 g
    expect(item("2 squares of dark chocolate").grams).toBe(20);
    // a slice of a dish USDA has no slice of is a piece of it, its usual amount: FNDDS Egg omelet or scrambled egg,
    // with vegetables "Quantity not specified" = 150 g, not a slice of bread's 28 g
    expect(item("a slice of frittata").grams).toBe(150);
  });

  it("a food counted whole that USDA weighs only by the half is two of its halves", () => {
    // FNDDS Stuffed pepper, with meat: "1/2 pepper with filling" = 149 g
    expect(item("stuffed peppers 2").grams).toBe(596);
    expect(item("stuffed peppers 2").assumption).toContain("2 × 1/2 pepper with filling");
    // halves said are halves
    expect(item("2 stuffed pepper halves").grams).toBe(298);
  });
});

describe("a snack bag", () => {
  it("is the small single-serving bag, not the medium one: 'sun chips snack bag' is USDA's 28 g bag", () => {
    expect(item("sun chips snack bag").grams).toBe(28);
    expect(item("a snack bag of doritos").assumption).toContain('"1 small single serving bag"');
  });
});
