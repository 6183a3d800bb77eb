import { describe, expect, it } from "vitest";
import { analyzeMeal } from "../index.js";

const ctx = { now: new Date("2025-03-04T12:30:00Z"), timeZone: "UTC" };
const itemsOf = (text: string) => {
  const r = analyzeMeal(text, ctx);
  if (!r.ok) throw new Error(r.reason);
  return r.meals.flatMap((m) => m.items);
};
const idsOf = (text: string): string[] => itemsOf(text).map((i) => i.food_id);

/** What people type for home cooking, dishes from elsewhere and shop brands → the USDA food a nutritionist would pick. */
describe("everyday dishes and shop brands", () => {
  it.each([
    ["pad see ew", "fndds:58135110"], // wide rice noodles: chow fun, not pad thai
    ["onion bhaji", "fndds:75440400"], // a gram-flour fritter: pakora, not raw onions
    ["gulab jamun", "fndds:53520170"], // a fried dough ball: doughnut holes, not nothing
    ["goi cuon", "fndds:58110200"], // a fresh rice-paper roll
    ["cole slaw", "fndds:75141000"], // coleslaw, not broccoli slaw
    ["cherry tomatoes", "fndds:74101000"], // raw, not cooked tomatoes
    ["crab rangoon", "fndds:58111200"], // USDA's fried crab and cream cheese puff, not a plain wonton
    ["costco chicken bake", "fndds:58108010"], // a closed baked dough with chicken and cheese, not plain chicken
    ["mee goreng", "fndds:58136110"], // stir-fried noodles
    ["black pudding", "fndds:25220210"], // blood sausage, not chocolate pudding
    ["jollof rice", "fndds:58163410"], // rice cooked in tomato and oil: Spanish rice
    ["aloo gobi", "fndds:75440600"], // a vegetable curry, not aloe vera juice
    ["lomo saltado", "fndds:27311650"], // beef, potatoes, vegetables, soy-based sauce, not a Loma Linda link
    ["banh mi", "fndds:27520520"], // a pork sandwich, not shrimp chips
    ["grilled chicken sandwich", "fndds:27540195"], // not a grilled cheese
    ["annies mac", "fndds:58145112"], // boxed mac and cheese, not a Big Mac
    ["laughing cow", "fndds:14420100"], // a cheese spread, not beef cow head
    ["nutri grain", "fndds:53710500"], // the bar, not a cup of rye grain
    ["tostitos scoops", "fndds:54401075"], // tortilla chips, not frozen yogurt
    ["skinny pop", "fndds:54403001"], // popcorn, not a soda
    ["san pellegrino", "fndds:92410210"], // sparkling water, not rice crackers
    ["stok cold brew", "fndds:92102400"], // coffee, not beef stock
    ["chow mein", "fndds:27360080"], // takeout chow mein is a noodle dish, not the "no noodles" chop suey
    ["chicken chow mein", "fndds:27343910"],
    ["tofu", "fndds:41420010"], // soybean curd, not miso soup
    ["fried tofu", "fndds:41421010"],
    ["pho tai", "fndds:28310330"], // beef pho, not a Mai Tai
    ["personal pan pizza", "fndds:58106230"],
    ["masala chai", "fndds:92306800"], // tea with milk, not Silk's chai soymilk
    ["dahi", "fndds:11411100"], // plain yogurt, not tuna
    ["marinara", "fndds:74404010"],
    ["black bean burger", "fndds:41901010"], // a veggie burger, not a beef hamburger
    ["ginger snaps", "fndds:53223000"], // cookies, not snap beans
    // one 5-7" thick-crust pizza, not Pizza Hut's 14" pan pizza whole
    ["ramen tonkotsu", "fndds:58407056"], // the phrase table's tonkotsu ramen typed dish first: a ramen bowl, not instant noodles
    ["scrambled tofu", "fndds:41420010"], // soybean curd, not scrambled egg and tofu
    ["sloppy joe", "fndds:27510100"], // the sandwich on its bun; "no bun" is USDA's own
    ["sloppy joe no bun", "fndds:27111500"],
    ["2 slices of banana bread", "sr:18019"], // not USDA's fruit bread
    ["soy garlic wings", "fndds:24167200"], // Korean fried wings, not MorningStar's meatless garlic wings
    ["3 bacon strips", "fndds:22600100"], // bacon by USDA's slice, not "Bacon strip, meatless"
    ["chicken strips", "fndds:24198739"], // Chicken tenders or strips
    ["meatball marinara", "fndds:27160100"], // meatballs in sauce; the Subway sub is said as a sub or at Subway
    ["subway meatball marinara", "sr:21157"],
  ])("“%s” is %s", (text, id) => {
    expect(idsOf(text)).toEqual([id]);
  });

  it("eggs on toast and toast with egg are eggs and toast, not USDA's egg bread", () => {
    expect(idsOf("2 eggs on toast")).toEqual(["fndds:31102000", "fndds:51000110"]);
    expect(idsOf("toast w egg")).toEqual(["fndds:51000110", "fndds:31102000"]);
  });

  it("weighs a brand by its own USDA container: a low-fat Fage is one Greek yogurt container, a GoGo squeeZ one pouch", () => {
    const [fage] = itemsOf("fage low fat");
    expect(fage?.food_id).toBe("fndds:11411410");
    expect(fage?.grams).toBe(150);
    const [pouch] = itemsOf("gogo squeez");
    expect(pouch?.food_id).toBe("fndds:63101120");
    expect(pouch?.grams).toBe(90);
  });

  it("a scoop of whey protein is USDA's scoop of whey powder mix (26 g), not half a cup", () => {
    const [whey] = itemsOf("whey protein");
    expect(whey?.food_id).toBe("fndds:95230000");
    expect(whey?.grams).toBe(26);
  });
});
