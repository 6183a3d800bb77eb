import { describe, expect, it } from "vitest";
import { analyzeMeal } from "./index.js";

const ctx = { now: new Date("2025-03-04T12:30:00Z"), timeZone: "UTC" };
const foods = (text: string) => {
  const r = analyzeMeal(text, ctx);
  if (!r.ok) throw new Error(r.reason);
  return r.meals.flatMap((m) => m.items.map((i) => i.food_name));
};

describe("a meat or cheese ordered at a chain known for one dish", () => {
  it("is in that dish: slices of pepperoni at a pizza chain are pepperoni pizza, a turkey at a sub shop a sub", () => {
    expect(foods("little caesars 4 crazy bread & 2 slices pepperoni")[1]).toMatch(/^Pizza with pepperoni/);
    expect(foods("jimmy johns turkey tom")[0]).toBe("Turkey sandwich or sub, restaurant");
  });

  it("leaves what is no filling, or a dish of its own, as itself", () => {
    const meal = foods("dominos 2 slices pepperoni + 6 hot wings + coke");
    expect(meal[1]).toMatch(/wing/i);
    expect(meal[2]).toBe("Soft drink, cola");
    expect(foods("little caesars 4 crazy bread")[0]).toMatch(/^Breadsticks/);
  });

  it("is a sub when a sub's length is said ('6 inch turkey', 'footlong spicy italian'), unless named a sub already", () => {
    expect(foods("6 inch turkey")).toEqual(["Turkey sandwich or sub, restaurant"]);
    expect(foods("footlong spicy italian")[0]).toMatch(/sub/i);
    expect(foods("a six-inch submarine cheese sandwich")[0]).not.toMatch(/turkey/i);
  });

  it("is the chain's dish when only the chain, a menu number or a size is said ('jersey mikes #13 regular')", () => {
    expect(foods("jersey mikes #13 regular")).toEqual(["Turkey sandwich or sub, restaurant"]);
    expect(foods("whataburger #1")).toEqual(["Hamburger, NFS"]);
  });

  it("is plain pepperoni anywhere else", () => {
    expect(foods("2 slices pepperoni")).toEqual(["Pepperoni, NFS"]);
  });
});

describe("a chicken chain's pieces", () => {
  it("order its fried chicken, of the kind said ('popeyes 2 pc dark'), not tenders nor nothing", () => {
    const weighed = (text: string) => {
      const r = analyzeMeal(text, ctx);
      if (!r.ok) throw new Error(r.reason);
      return r.meals.flatMap((m) => m.items.map((i) => [i.food_id, i.grams]));
    };
    expect(weighed("popeyes 2 piece")).toEqual([["fndds:24107070", 170]]);
    expect(weighed("popeyes 3 pc spicy")).toEqual([["fndds:24107070", 255]]);
    expect(weighed("kfc 2 piece")).toEqual([["fndds:24107070", 170]]);
    expect(weighed("kfc bowl")[0]?.[0]).not.toBe("fndds:24107070");
  });
});
