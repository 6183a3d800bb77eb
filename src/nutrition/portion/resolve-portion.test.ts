import { describe, expect, it } from "vitest";
import { getEngine } from "../engine.js";
import type { ParsedQuantity } from "../parse/types.js";
import { resolvePortion } from "./resolve-portion.js";

const { db } = getEngine();
const food = (id: string) => {
  const f = db.byId.get(id);
  if (!f) throw new Error(id);
  return f;
};
const named = (description: string) => {
  const f = db.foods.find((x) => x.description === description);
  if (!f) throw new Error(description);
  return f;
};
const grams = (id: string, q: ParsedQuantity | undefined, phrase: string, words: string[] = []) =>
  resolvePortion(food(id), q, phrase, new Set(words)).grams;

describe("resolvePortion", () => {
  it("uses the weight the user gave", () => {
    expect(grams("fndds:63107010", { amount: 150, unit: "g", raw: "150 g" }, "150 g banana")).toBe(150);
    expect(grams("fndds:63107010", { amount: 2, unit: "oz", raw: "2 oz" }, "2 oz banana")).toBeCloseTo(56.7, 1);
  });

  it("weighs a size of a plural food as an order of it, not one piece ('small waffle fries', 'small tater tots')", () => {
    const small = { amount: 1, size: "small", raw: "small" } as const;
    const fries = named("Potato, french fries, restaurant");
    const fry = resolvePortion(fries, small, "small waffle fries", new Set(["small", "waffle", "fries"]));
    expect(fry.assumption).toContain("small fast food order");
    const tots = named("Potato tots, NFS");
    expect(resolvePortion(tots, small, "small tater tots", new Set(["small", "tater", "tots"])).grams).toBe(65);
    const rings = named("Fried onion rings");
    const ringWords = new Set(["small", "onion", "rings", "ring"]);
    expect(resolvePortion(rings, small, "small onion rings", ringWords).assumption).not.toContain('"1 ring"');
  });

  it("weighs a dish said with no amount as one served whole when USDA's usual amount is part of one", () => {
    const quesadilla = named("Quesadilla, chicken");
    const said = resolvePortion(quesadilla, undefined, "chicken quesadilla", new Set(["chicken", "quesadilla"]));
    expect(said.assumption).toContain("1 full circle");
    expect(said.grams).toBe(140);
    const toast = named("French toast, NFS");
    expect(resolvePortion(toast, undefined, "french toast", new Set(["french", "toast"])).grams).toBe(60);
  });

  it("weighs a food of several sized pieces said with no amount as its medium one, not the mini ('a donut')", () => {
    const donut = named("Doughnuts, cake-type, plain, chocolate-coated or frosted");
    const said = resolvePortion(donut, undefined, "chocolate frosted donut", new Set(["chocolate", "doughnut"]));
    expect(said.assumption).toContain("1 doughnut, medium");
    expect(said.grams).toBe(43);
  });

  it("weighs a fish said with no amount by USDA's usual amount, not a whole fish 'any size' ('baked cod')", () => {
    const cod = named("Fish, cod, baked or broiled");
    expect(cod.portions.some((p) => p.description === "1 whole fish, any size")).toBe(true);
    expect(resolvePortion(cod, undefined, "baked cod", new Set(["baked", "cod"])).assumption).toContain(
      "Quantity not specified",
    );
  });

  it("weighs a dish said with no amount by USDA's usual amount, not a whole one 'any size' ('chicken pot pie')", () => {
    expect(grams("fndds:27347100", undefined, "chicken pot pie", ["chicken", "pot", "pie"])).toBe(250);
  });

  it("weighs one of a food USDA serves only by measure and by sized servings as its medium serving, not 1 fl oz", () => {
    const shake = resolvePortion(
      named("Beverages, shake, fast food, strawberry"),
      undefined,
      "strawberry shake",
      new Set(),
    );
    expect(shake.grams).toBe(376);
    expect(shake.assumption).toContain("1 serving medium 16 fl oz");
  });

  it("weighs a bag of a snack whose category's bags are family bags as one household bag ('bag of sunchips')", () => {
    const bag = resolvePortion(
      named("Snacks, FRITOLAY, SUNCHIPS, Multigrain Snack, original flavor"),
      { amount: 1, unit: "packet", raw: "bag" },
      "bag of sunchips",
      new Set(["sunchips"]),
    );
    expect(bag.grams).toBe(28);
  });

  it("weighs a handful by the handful, not by one of what is in it ('a handful of grapes')", () => {
    expect(
      grams(named("Grapes, raw").id, { amount: 1, unit: "handful", raw: "a handful" }, "a handful of grapes"),
    ).toBe(30);
  });

  it("weighs a piece cut from a food by the piece, not by a whole item USDA sells ('2 squares of dark chocolate')", () => {
    const q = { amount: 2, unit: "square", raw: "2 squares" } as const;
    expect(grams("fndds:91705300", q, "2 squares of dark chocolate", ["dark", "chocolate"])).toBe(20);
  });

  it("says what a count counts: 2 bananas by USDA's '1 banana', a size says its size", () => {
    const banana = resolvePortion(food("fndds:63107010"), { amount: 2, raw: "2" }, "2 bananas", new Set());
    expect(banana).toMatchObject({ quantity: 2, unit: "banana" });
    const sized = resolvePortion(
      food("fndds:63107010"),
      { amount: 1, size: "large", raw: "a large" },
      "a large banana",
      new Set(),
    );
    expect(sized.unit).toBe("large");
  });

  it("counts cookies by USDA's '1 medium cookie' and several wings by '1 drummette', not by usual servings", () => {
    const cookie = named("Cookie, chocolate chip").id;
    expect(grams(cookie, { amount: 2, raw: "2" }, "2 chocolate chip cookies", ["chocolate", "chip", "cookies"])).toBe(
      60,
    );
    const wings = named('Chicken "wings" with hot sauce, from precooked').id;
    expect(grams(wings, { amount: 10, raw: "10" }, "10 buffalo wings", ["buffalo", "wings"])).toBe(350);
  });

  it("reads either side of a spaced slash as the same portion ('1 thick / Belgian waffle')", () => {
    const waffle = named("Waffle, NFS").id;
    expect(grams(waffle, { amount: 1, raw: "a" }, "a delicious thick waffle", ["thick", "waffle"])).toBe(135);
    expect(grams(waffle, { amount: 1, raw: "a" }, "a waffle", ["waffle"])).toBe(75);
  });

  it("counts the pieces a portion lists by number ('… or 4 small rectangular pieces')", () => {
    const graham = named("Graham crackers").id;
    const q = { amount: 4, unit: "piece", size: "small", raw: "four small rectangular pieces" } as const;
    expect(grams(graham, q, "four small rectangular pieces of graham crackers", ["graham", "crackers"])).toBe(15);
    const chips = named("Plantain chips").id;
    expect(grams(chips, { amount: 1, unit: "handful", raw: "a handful" }, "a handful of 10 plantain chips")).toBe(8.4);
  });

  it("uses the food's own household portion for its unit", () => {
    expect(grams("fndds:11111000", { amount: 1, unit: "cup", raw: "a cup" }, "a cup of whole milk")).toBe(244);
    expect(grams("fndds:51101000", { amount: 2, unit: "slice", raw: "2 slices" }, "2 slices of white bread")).toBe(56);
  });

  it("reads fl oz of a drink through its density, and oz of a drink as fl oz", () => {
    const floz = grams("fndds:11111000", { amount: 8, unit: "fl_oz", raw: "8 fl oz" }, "8 fl oz milk");
    expect(floz).toBeCloseTo(244, 0);
    expect(grams("fndds:11111000", { amount: 8, unit: "oz", raw: "8 oz" }, "8 oz milk")).toBeCloseTo(floz, 5);
  });

  it("maps sizes onto USDA size names and counts whole items", () => {
    expect(grams("fndds:63101000", { amount: 1, size: "large", raw: "a large" }, "a large apple", ["apple"])).toBe(242);
    expect(grams("fndds:63105010", { amount: 1, raw: "a" }, "a fresh avocado", ["avocado"])).toBe(150);
  });

  it("reads a sized cup as the food's sized serving", () => {
    const coffee = grams(
      "fndds:92101000",
      { amount: 1, unit: "cup", size: "medium", raw: "a medium cup" },
      "a medium cup of brewed coffee",
      ["coffee", "brewed"],
    );
    expect(coffee).toBe(480);
    const iceCream = grams(
      "fndds:13110110",
      { amount: 1, unit: "cup", size: "medium", raw: "a medium cup" },
      "a medium cup of chocolate ice cream",
      ["chocolate", "ice", "cream"],
    );
    expect(iceCream).toBe(240);
    // No sized servings: a large cup of milk is still a cup.
    expect(
      grams("fndds:11111000", { amount: 1, unit: "cup", size: "large", raw: "a large cup" }, "a large cup of milk", [
        "milk",
      ]),
    ).toBe(244);
  });

  it("counts whole items, at the usual size when none was said", () => {
    // "a quesadilla" is the whole one, not a triangular piece of it.
    expect(grams("fndds:58104710", { amount: 1, raw: "a" }, "a cheese quesadilla", ["cheese", "quesadilla"])).toBe(120);
    // A bag of chips is the usual single-serve bag (USDA's usual 28 g), not the medium one.
    expect(
      grams("fndds:71200100", { amount: 1, unit: "packet", raw: "a bag" }, "a bag of potato chips", ["potato", "chip"]),
    ).toBe(28);
    // "1 small/individual" is a size nobody said: a hot pocket is the regular one.
    expect(grams("fndds:58126125", { amount: 1, raw: "a" }, "a beef hot pocket", ["beef", "hot", "pocket"])).toBe(130);
    // Counting a food whose portions are ounces and links: one link, not one ounce.
    expect(grams("sr:07024", { amount: 1, raw: "a" }, "a chicken frankfurter", ["chicken", "frankfurter"])).toBe(45);
  });

  it("reads a medium one between USDA's shared small/regular portion and its large one", () => {
    const burrito = "fndds:58102650"; // 1 small/regular = 220 g, 1 large = 330 g
    const medium = resolvePortion(
      food(burrito),
      { amount: 1, size: "medium", raw: "a medium" },
      "a medium burrito with meat and beans",
      new Set(["burrito", "meat", "bean"]),
    );
    expect(medium.grams).toBe(275);
    expect(medium.assumption).toContain('between USDA portions "1 small/regular" and "1 large"');
    expect(grams(burrito, { amount: 1, size: "large", raw: "a large" }, "a large burrito", ["burrito"])).toBe(330);
    expect(grams(burrito, { amount: 1, raw: "a" }, "a burrito", ["burrito"])).toBe(220);
  });

  it("takes the size the user named among USDA's alternatives: child-size is the child drink, fun-size the fun box", () => {
    const cola = named("Soft drink, cola");
    const oj = named("Orange juice, 100%, NFS");
    const child = resolvePortion(
      cola,
      { amount: 1, size: "small", raw: "a child-size" },
      "a child-size cola",
      new Set(),
    );
    expect(child.grams).toBe(279);
    expect(resolvePortion(cola, { amount: 1, size: "small", raw: "a small" }, "a small cola", new Set()).grams).toBe(
      372,
    );
    const box = { amount: 1, unit: "packet" as const, size: "small" as const, raw: "a fun-size box" };
    expect(resolvePortion(oj, box, "a fun-size box of orange juice", new Set()).grams).toBe(131);
  });

  it("takes the container the user named: a jar is USDA's jar, not its tub", () => {
    const apples = named("Baby Toddler apples, Stage 1");
    const jar = resolvePortion(
      apples,
      { amount: 1, unit: "container", raw: "a jar" },
      "a jar of strained apples",
      new Set(),
    );
    expect(jar.grams).toBe(110);
    expect(jar.assumption).toContain('"1 jar"');
  });

  it("reads a sub sold by the inch as a 6-inch sub, or 12 inches when footlong", () => {
    const sub = "sr:21155";
    expect(
      grams(sub, { amount: 1, raw: "a" }, "a turkey submarine sandwich", ["turkey", "submarine", "sandwich"]),
    ).toBeCloseTo(184, 0);
    expect(grams(sub, { amount: 1, raw: "a" }, "a footlong turkey sub", ["turkey", "sub"])).toBeCloseTo(368, 0);
  });

  it("reads a sized food as that food's own portion, scaled, not a sized slice of it", () => {
    const breast = (size: "medium" | "large") =>
      resolvePortion(
        food("fndds:24120110"),
        { amount: 1, size, raw: `a ${size}` },
        `a ${size} chicken breast`,
        new Set(["chicken", "breast"]),
      );
    expect(breast("medium").grams).toBe(130);
    expect(breast("medium").assumption).toContain('USDA portion "1 breast"');
    expect(breast("large").grams).toBeGreaterThan(130);
    expect(breast("large").assumption).toContain("for large");
    // "potato chips" are not one chip: a small serving of chips is the small bag.
    const chips = resolvePortion(
      food("fndds:71200100"),
      { amount: 1, size: "small", raw: "a small" },
      "a small serving of potato chips",
      new Set(["potato", "chip"]),
    );
    expect(chips.assumption).not.toContain('"1 chip"');
  });

  it("weighs a piece of a food sold by the ounce as a piece of its kind weighs, and reads SR's '1 pieces'", () => {
    const fondant = resolvePortion(
      food("sr:19099"),
      { amount: 1, unit: "piece", raw: "a piece" },
      "a piece of fondant",
      new Set(["fondant"]),
    );
    expect(fondant.grams).toBeLessThan(15);
    expect(fondant.assumption).toContain("as in similar foods");
    expect(
      grams("sr:19126", { amount: 2, unit: "piece", raw: "2 pieces" }, "2 pieces of chocolate coated peanuts"),
    ).toBe(8);
  });

  it("weighs a jar or packet of a food USDA has none of as its kind's jar or packet, not a household one", () => {
    const jar = resolvePortion(
      named("Babyfood, banana with mixed berries, strained"),
      { amount: 1, unit: "container", raw: "a jar" },
      "a jar of strained banana mixed with berries",
      new Set(["banana", "berries"]),
    );
    expect(jar.grams).toBe(113);
    expect(jar.assumption).toContain("1 jar ≈ 113 g as in similar foods");
    expect(
      grams("fndds:91200005", { amount: 2, unit: "packet", raw: "2 packets" }, "2 packets of sugar substitute"),
    ).toBe(2);
  });

  it("sizes the whole item a count gives, not USDA's usual half of one ('a small quesadilla')", () => {
    const quesadilla = (size: "small" | "medium") =>
      resolvePortion(
        food("fndds:58104780"),
        { amount: 1, size, raw: `a ${size}` },
        `a ${size} quesadilla with egg`,
        new Set(["quesadilla", "egg"]),
      );
    expect(quesadilla("medium").grams).toBe(140);
    expect(quesadilla("medium").assumption).toContain('USDA portion "1 full circle"');
    expect(quesadilla("small").grams).toBeLessThan(140);
    expect(quesadilla("small").grams).toBeGreaterThan(70);
  });

  it("a sized item USDA weighs at any size is one item, not its usual cupful of three ('a medium dumpling')", () => {
    const dumpling = (size: "medium" | "large") =>
      resolvePortion(
        named("Dumpling, no meat"),
        { amount: 1, size, raw: `a ${size}` },
        `a ${size} dumpling`,
        new Set(["dumpling"]),
      );
    expect(dumpling("medium").grams).toBe(25);
    expect(dumpling("medium").assumption).toContain('USDA portion "1 item, any size"');
    expect(dumpling("large").grams).toBeGreaterThan(25);
    expect(dumpling("large").grams).toBeLessThan(75);
  });

  it("reads half of a food on USDA's '1 half' portion as that portion, not half of it", () => {
    const pickle = named("Pickles, dill");
    expect(
      resolvePortion(pickle, { amount: 0.5, raw: "a half" }, "a half dill pickle", new Set(["pickle"])).grams,
    ).toBe(40);
  });

  it("reads a maker the user named as USDA's portion of that maker's item ('1 Nabisco Chips Ahoy!')", () => {
    const cookie = named("Cookie, chocolate chip");
    const one = { amount: 1, raw: "a" };
    const words = ["nabisco", "chocolate", "chip", "cookie"];
    expect(resolvePortion(cookie, one, "a nabisco chocolate chip cookie", new Set(words)).grams).toBe(10.5);
    expect(resolvePortion(cookie, one, "a chocolate chip cookie", new Set(words.slice(1))).grams).toBe(30);
    const sweetPotato = named("Babyfood, vegetables, sweet potatoes strained");
    const gerber = resolvePortion(sweetPotato, one, "sweet potatoes baby food", new Set(["sweet", "potatoes", "food"]));
    expect(gerber.assumption).not.toContain("Gerber");
  });

  it("reads ounces of oatmeal or pasta as weighed dry, on USDA's '1 oz, dry, yields' portion", () => {
    const oatmeal = named("Oatmeal, NFS");
    const ounce = { amount: 1, unit: "oz" as const, raw: "an ounce" };
    expect(resolvePortion(oatmeal, ounce, "a dry ounce of oatmeal", new Set()).grams).toBe(170);
    expect(resolvePortion(oatmeal, ounce, "an ounce of oatmeal", new Set()).assumption).toContain("measured dry");
    expect(resolvePortion(oatmeal, ounce, "an ounce of cooked oatmeal", new Set()).grams).toBeCloseTo(28.35, 1);
    const beans = named("Pinto beans, from dried, no added fat");
    const grams100 = { amount: 100, unit: "g" as const, raw: "100 g" };
    expect(resolvePortion(beans, grams100, "100 g of pinto beans from dried", new Set()).grams).toBe(100);
    expect(resolvePortion(beans, grams100, "100 g of dry pinto beans", new Set()).grams).toBeCloseTo(246.9, 1);
  });

  it("counts nuts by USDA's '1 nut', not a handful", () => {
    const almonds = named("Almonds, unsalted");
    expect(resolvePortion(almonds, { amount: 10, raw: "10" }, "10 almonds", new Set(["almonds"])).grams).toBe(12);
  });

  it("falls back to USDA's default portion when no amount was given, and says so", () => {
    const r = resolvePortion(food("fndds:63107010"), undefined, "banana", new Set(["banana"]));
    expect(r.grams).toBe(126);
    expect(r.assumption).toContain("126 g");
  });

  it("uses a household default for a unit the food has no portion for", () => {
    const r = resolvePortion(
      food("fndds:42100100"),
      { amount: 1, unit: "handful", raw: "a handful" },
      "a handful of almonds",
      new Set(),
    );
    expect(r.grams).toBe(30);
    expect(r.assumption).toContain("1 handful ≈ 30 g");
  });
});
