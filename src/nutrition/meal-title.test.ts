import { describe, expect, it } from "vitest";
import { itemName, mealTitle } from "./meal-title.js";

const item = (phrase: string, food_name = "Some food, NFS") => ({ phrase, food_name });

describe("meal titles in the user's words", () => {
  it("keeps a size word that is part of a name ('big mac', 'little caesars'), drops one the food was weighed by", () => {
    const bigMac = { ...item("a big mac", "Big Mac (McDonalds)"), assumption: "1 big mac (mcdonalds) = 205 g" };
    expect(itemName(bigMac)).toBe("big mac");
    expect(itemName({ ...item("little caesars pizza"), assumption: "1 little caesars pizza = 89 g" })).toBe(
      "little caesars pizza",
    );
    expect(itemName({ ...item("large fries"), assumption: "1 large potato = 180 g" })).toBe("fries");
  });

  it("leaves out a measure typed after the food's first words ('chicken breast 6 oz'), not a number in a name", () => {
    expect(itemName(item("chicken breast 6 oz"))).toBe("chicken breast");
    expect(itemName(item("dominos 3 slices pepperoni"))).toBe("dominos pepperoni");
    expect(itemName(item("fage 2% yogurt"))).toBe("fage 2% yogurt");
    expect(itemName(item("route 44 diet cola"))).toBe("route 44 diet cola");
    expect(itemName(item("coffee two cups"))).toBe("coffee");
  });

  it("leaves out a count or a size typed last ('samosa 2', 'pop tarts x 2', 'sweet tea large')", () => {
    expect(itemName(item("samosa 2"))).toBe("samosa");
    expect(itemName(item("pop tarts x 2"))).toBe("pop tarts");
    expect(itemName(item("pancakes three"))).toBe("pancakes");
    expect(itemName({ ...item("sweet tea large"), assumption: "1 large tea = 744 g" })).toBe("sweet tea");
    expect(itemName({ ...item("cold brew large"), assumption: "1 cold brew = 360 g" })).toBe("cold brew large");
  });

  it("names each item as the user did, without its amount, unit or size", () => {
    expect(
      mealTitle([
        item("two scrambled eggs", "Egg omelet or scrambled egg, NS as to fat"),
        item("a slice of sourdough", "Bread, sour dough"),
        item("butter", "Butter, NFS"),
        item("a large oat latte", "Coffee, Latte, with non-dairy milk"),
      ]),
    ).toBe("Scrambled eggs, sourdough, butter and oat latte");
  });

  it("drops praise and filler words but keeps what they describe", () => {
    expect(itemName(item("a delicious bowl of oatmeal"))).toBe("oatmeal");
    expect(itemName(item("some fries"))).toBe("fries");
    expect(itemName(item("half a cup of rice"))).toBe("rice");
    expect(itemName(item("2 x fries"))).toBe("fries");
  });

  it("leaves out the telling before an item: 'i had', 'grabbed'", () => {
    expect(mealTitle([item("i had a banana"), item("grabbed a coffee")])).toBe("Banana and coffee");
    expect(itemName(item("an energy drink"))).toBe("energy drink");
  });

  it("leaves a parenthesis's detail to the item", () => {
    expect(itemName(item("a glass of soy milk (sweetened)"))).toBe("soy milk");
  });

  it("counts the rest once more than four foods were named", () => {
    const items = ["an apple", "a banana", "a pear", "a plum", "a kiwi"].map((p) => item(p));
    expect(mealTitle(items)).toBe("Apple, banana, pear and 2 more");
    expect(mealTitle(items.slice(0, 4))).toBe("Apple, banana, pear and plum");
    expect(mealTitle(items.slice(0, 2))).toBe("Apple and banana");
  });

  it("names a food once when the user named it twice", () => {
    expect(mealTitle([item("a coffee"), item("another coffee"), item("a coffee")])).toBe("Coffee");
  });

  it("falls back to the food's USDA name when the user gave no words for it, and cuts a run-on phrase", () => {
    expect(mealTitle([item("2", "Pizza, cheese, from restaurant or fast food")])).toBe("Pizza");
    expect(itemName(item("a plate of rice with beans and plantains and a fried egg on top and some salsa"))).toBe(
      "rice with beans and plantains and fried…",
    );
    expect(mealTitle([])).toBe("Meal");
  });
});
