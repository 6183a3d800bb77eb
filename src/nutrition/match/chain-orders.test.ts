import { describe, expect, it } from "vitest";
import { analyzeMeal } from "../index.js";

const ctx = { now: new Date("2025-03-04T12:30:00Z"), timeZone: "UTC" };

function items(text: string) {
  const r = analyzeMeal(text, ctx);
  if (!r.ok) throw new Error(r.reason);
  return r.meals.flatMap((m) => m.items);
}

/** A chain's order as typed → the USDA food a nutritionist would pick (assets/chain-menus.json, food-phrases.json). */
const ORDERS: [string, string][] = [
  // a drink or sauce at a chain USDA has one sandwich of is the drink, not the sandwich
  ["chick fil a sweet tea", "fndds:92308000"],
  ["chick fil a lemonade", "fndds:92510955"],
  ["chick fil a sauce", "fndds:81308100"],
  ["chick fil a spicy deluxe", "fndds:27540147"],
  ["taco bell crunchwrap supreme", "fndds:58102310"],
  ["starbucks caffe latte", "fndds:92101900"],
  // a refresher is a light fruit drink (a grande pink drink ~140 kcal, not the 300 a sugared fruit drink gives)
  ["starbucks pink drink", "fndds:92550035"],
  ["lemon loaf", "fndds:53116000"],
  // "original" names the product's usual kind, no food: the soft pretzel, not hard pretzels or plain chips
  ["auntie annes original pretzel", "fndds:54408400"],
  ["cheerios original", "fndds:57401100"],
  // applesauce typed as two words is applesauce, not a sauce
  ["apple sauce", "fndds:63101110"],
  // a shape said is matched by the portions that name it: raw fruit, not the frozen sweetened pack named so
  ["pineapple chunks", "fndds:63141010"],
  ["sliced strawberries", "sr:09316"],
  // a cheese named by its kind: no peppers and a jack mackerel
  ["pepper jack", "fndds:14106200"],
  // a product then how it tastes: a cake or cookies-and-cream flavour is no cake or cookie
  ["halo top birthday cake pint", "fndds:13130100"],
  ["quest bar cookies n cream", "fndds:53720100"],
  // chili named by its red meat is chili with meat, one dish
  ["beef chili", "fndds:27111420"],
  ["beef and bean chili", "fndds:27111406"],
  // an IPA is a stronger beer; a light beer said light last is light beer
  ["ipa 16 oz", "fndds:93102300"],
  ["beer 2 cans light", "fndds:93102000"],
  // a flavour after a bar is the bar's, as a product the phrase table names
  ["clif bar chocolate chip", "fndds:53720200"],
  ["kfc popcorn chicken", "fndds:24198741"],
  ["panda express beijing beef", "fndds:27116300"],
  ["wingstop garlic parmesan wings", "fndds:24160110"],
  ["tim hortons double double", "fndds:92130000"],
  ["in n out double double", "fndds:27510401"],
  // a chain's name of several words is no word the item's food must explain
  ["in n out animal style fries", "fndds:71401039"],
  // a Five Guys cheeseburger has two patties
  ["five guys cheeseburger", "fndds:27510401"],
  ["dutch bros golden eagle", "fndds:92101904"],
  ["jimmy johns vito", "fndds:27560630"],
  // a name that holds another food's word: a crinkle-cut order, a Philly cheesesteak, a Jack in the Box sandwich
  ["culvers crinkle cut fries", "fndds:71401030"],
  ["jersey mikes philly cheesesteak", "fndds:27514030"],
  ["jack in the box jumbo jack", "fndds:27510601"],
  ["whataburger honey butter chicken biscuit", "fndds:27540145"],
];

describe("chain orders", () => {
  it("a sauce's kind said alone after nuggets is that sauce, not ribs: 'mcd 10pc nuggets w/ bbq and sm fries'", () => {
    expect(items("mcd 10pc nuggets w/ bbq and sm fries").map((i) => [i.phrase, i.food_name])).toEqual([
      ["mcdonald's 10 pc nuggets", "Chicken nuggets, from fast food"],
      ["bbq sauce", "Barbecue sauce"],
      ["small fries", "Potato, french fries, fast food"],
    ]);
  });

  it("a beer's brand is a beer, never dropped: 'pineapple fried rice and a singha'", () => {
    expect(items("pineapple fried rice and a singha").map((i) => [i.food_name, i.grams])).toEqual([
      ["Rice, fried, NFS", 198],
      ["Beer", 360],
    ]);
  });

  it("a brand's nonfat yogurt is its nonfat Greek yogurt, not 150 g of table fat", () => {
    expect(items("chobani plain nonfat 5.3 oz").map((i) => [i.food_name, i.grams])).toEqual([
      ["Yogurt, Greek, nonfat milk, plain", 150.3],
    ]);
  });

  it("chips and guacamole or queso are two foods, not the chips alone", () => {
    expect(items("chipotle chips and guacamole").map((item) => item.food_id)).toEqual([
      "fndds:54401075",
      "fndds:63409010",
    ]);
    expect(items("qdoba chips and queso").map((item) => item.food_id)).toEqual(["fndds:54401075", "fndds:14620200"]);
  });

  it.each(ORDERS)("%s → %s", (text, food) => {
    expect(items(text)[0]?.food_id).toBe(food);
  });

  it("kfc popcorn chicken with no count is an order (100 g), not one 6 g piece", () => {
    expect(items("kfc popcorn chicken")[0]?.grams).toBe(100);
  });

  it("chick fil a eight count nuggets are 8 nuggets, not 8 chicken sandwiches", () => {
    const [nuggets] = items("chick fil a eight count nuggets");
    expect(nuggets?.food_id).toBe("fndds:24198731");
    expect(nuggets?.grams).toBe(128);
  });

  it("a venti iced caramel macchiato with oat milk is a large flavoured iced latte, not a 103 g macchiato", () => {
    const [drink] = items("sbux venti iced caramel macchiato oat");
    expect(drink?.food_id).toBe("fndds:92102503");
    expect(drink?.grams).toBe(620);
  });

  it("a count said after a chain's name counts its item: 'white castle 4 sliders' are 4 × USDA's 50 g slider", () => {
    expect(items("white castle 4 sliders").map((i) => [i.food_id, i.grams])).toEqual([["fndds:27510501", 200]]);
  });

  it("a raising cane's finger combo counts its fingers: 3 × USDA's 50 g finger, with the combo's fries and drink", () => {
    const [fingers, ...sides] = items("raising canes 3 finger combo");
    expect(fingers?.food_id).toBe("fndds:24198741");
    expect(fingers?.grams).toBe(150);
    expect(sides).toHaveLength(2);
  });

  it("a chain's burrito bowl typed before what went in it holds it: the bowl, then the sour cream and guacamole", () => {
    expect(
      items("chipotle burrito bowl chicken white rice black beans cheese sour cream guac").map((i) => i.food_id),
    ).toEqual([
      "fndds:58102780", // Burrito bowl, chicken, with beans and rice
      "fndds:12310100", // Sour cream, regular
      "fndds:63409010", // Guacamole, NFS
    ]);
  });
});
