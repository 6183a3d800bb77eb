import { describe, expect, it } from "vitest";
import { pluralOf, unitForQuantity } from "./item-amount.js";

describe("an item's unit said with its quantity", () => {
  it("counts foods and household measures in the plural", () => {
    expect(unitForQuantity(2, "egg")).toBe("eggs");
    expect(unitForQuantity(3, "slice")).toBe("slices");
    expect(unitForQuantity(2, "serving")).toBe("servings");
    expect(unitForQuantity(1.5, "cup")).toBe("cups");
  });

  it("keeps one, a part of one, abbreviations and sizes as they are", () => {
    expect(unitForQuantity(1, "banana")).toBe("banana");
    expect(unitForQuantity(0.5, "cup")).toBe("cup");
    expect(unitForQuantity(250, "g")).toBe("g");
    expect(unitForQuantity(12, "fl oz")).toBe("fl oz");
    expect(unitForQuantity(2, "large")).toBe("large");
  });

  it("spells plurals as English does", () => {
    expect(pluralOf("glass")).toBe("glasses");
    expect(pluralOf("patty")).toBe("patties");
    expect(pluralOf("fries")).toBe("fries");
  });
});
