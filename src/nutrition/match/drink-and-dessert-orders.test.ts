import { describe, expect, it } from "vitest";
import { analyzeMeal } from "../index.js";

const ctx = { now: new Date("2025-03-04T12:30:00Z"), timeZone: "UTC" };

function items(text: string) {
  const r = analyzeMeal(text, ctx);
  if (!r.ok) throw new Error(r.reason);
  return r.meals.flatMap((m) => m.items);
}

/** Coffee-shop, bar and bakery orders as typed → the USDA food a nutritionist would pick (food-phrases.json). */
const ORDERS: [string, string][] = [
  // each of these read as another food: a cookie, a fish, macaroni, peanuts, bread, a cake, a candy, ice cream
  ["stella", "fndds:93101000"],
  ["jack and coke", "fndds:93301182"],
  ["vodka cranberry", "fndds:93301032"],
  ["macaron", "fndds:53225000"],
  ["sundae", "fndds:13121000"],
  ["sam adams boston lager", "fndds:93101000"],
  ["grande caramel macchiato upside down", "fndds:92101904"],
  ["salted caramel cold brew", "fndds:92102450"],
  ["cold brew black", "fndds:92102400"],
  ["tequila shot", "fndds:93505100"],
  ["ginger beer", "fndds:92410610"],
  ["candy corn", "fndds:91750000"],
  ["pain au chocolat", "fndds:51166200"],
  ["swiss roll", "fndds:53108200"],
  ["cake pop", "fndds:53120270"],
  // a diet or sugar-free drink is not the sugared one
  ["sprite zero", "fndds:92410520"],
  ["club soda", "fndds:92410210"],
  // no food before: the order was not recognised at all
  ["doppio", "fndds:92101610"],
  ["cortado", "fndds:92101900"],
  ["eclair", "fndds:53420200"],
  ["froyo", "fndds:11459990"],
  ["aperol spritz", "fndds:93405000"],
  ["non alcoholic beer", "fndds:92803000"],
];

describe("a coffee order's size and its chain", () => {
  it("a size typed after the milk is the drink's: 'cold brew with oat milk medium' is a medium cold brew and a splash", () => {
    expect(items("cold brew with oat milk medium").map((i) => [i.food_name, i.grams])).toEqual([
      ["Iced Coffee, brewed", 480],
      ["Oat milk", 40],
    ]);
  });

  it("pumps said 'in' a drink go into it: '2 pumps vanilla in a grande latte' is the grande latte and 20 g of syrup", () => {
    expect(items("2 pumps vanilla in a grande latte").map((i) => [i.food_name, i.grams])).toEqual([
      ["Coffee, Latte", 480],
      ["Syrup, NFS", 20],
    ]);
  });

  it("a coffee chain USDA has no foods of says only where the drink came from: 'peets cold brew' is no pasta", () => {
    expect(items("peets cold brew")[0]?.food_name).toBe("Iced Coffee, brewed");
  });
});

describe("drink and dessert orders", () => {
  it.each(ORDERS)("%s → %s", (text, food) => {
    expect(items(text)[0]?.food_id).toBe(food);
  });

  it("'light ice' is how a drink is made, not light ice cream; 'light ice cream' still is", () => {
    expect(items("venti iced coffee light ice").map((item) => item.food_id)).toEqual(["fndds:92102400"]);
    expect(items("light ice cream")[0]?.food_id).toBe("fndds:13130100");
  });

  it("an americano 'with room for cream' is coffee with cream, not a frozen coffee drink", () => {
    expect(items("grande americano with room for cream").map((item) => item.food_id)).toEqual([
      "fndds:92100000",
      "fndds:12110100",
    ]);
  });

  it("a latte with an extra shot stays a latte; the shot is a fluid ounce of espresso", () => {
    expect(items("grande latte extra shot")[0]?.food_id).toBe("fndds:92101900");
    const shot = items("latte with an extra shot")[1];
    expect(shot?.food_id).toBe("fndds:92101610");
    expect(shot?.grams).toBe(30);
  });

  it("a chain name holding a number is no count: '7 eleven big gulp' is one large drink", () => {
    expect(items("7 eleven big gulp")[0]?.grams).toBe(744);
  });

  it("cold foam is a fluid ounce of cream, not a bowl of ice cream", () => {
    const foam = items("cold brew with cold foam")[1];
    expect(foam?.food_id).toBe("fndds:12110100");
    expect(foam?.grams).toBeLessThanOrEqual(30);
  });

  it("a monster zero ultra is a 16 fl oz can, and a pitcher of beer 60 fl oz", () => {
    expect(items("monster zero ultra")[0]?.grams).toBe(480);
    expect(items("pitcher of beer")[0]?.grams).toBeGreaterThan(1700);
  });

  it("plural coffee-shop orders are counted, not lost: 2 lattes, 2 cappuccinos", () => {
    const [lattes] = items("2 lattes");
    expect(lattes?.food_id).toBe("fndds:92101900");
    expect(lattes?.grams).toBe(720);
    expect(items("2 cappuccinos")[0]?.food_id).toBe("fndds:92161000");
  });

  it("pie a la mode is pie with ice cream", () => {
    expect(items("apple pie a la mode").map((item) => item.food_id)).toEqual(["fndds:53301000", "fndds:13110000"]);
  });

  it("a venti refresher is a light fruit drink, well under 300 kcal", () => {
    const [drink] = items("venti strawberry acai refresher");
    expect(drink?.food_id).toBe("fndds:92550035");
    expect(drink?.macros.calories_kcal).toBeLessThan(300);
  });
});
