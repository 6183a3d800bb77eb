/**
 * Foods that are usually an addition to another food: cooking fats, spreads, sweeteners, dressings and sauces.
 * "toast with butter" gives toast plus an extra item "butter". Lowercase; add a row to extend.
 */
export const EXTRA_FOODS: ReadonlySet<string> = new Set([
  "butter", "salted butter", "unsalted butter", "margarine", "ghee", "lard", "oil", "olive oil", "extra virgin olive oil",
  "vegetable oil", "canola oil", "coconut oil", "sesame oil", "avocado oil", "sunflower oil", "peanut oil", "corn oil",
  "cooking spray", "bacon grease", "cream", "heavy cream", "whipped cream", "sour cream", "cream cheese", "creamer",
  "coffee creamer", "half and half", "milk", "whole milk", "skim milk", "2% milk", "oat milk", "almond milk", "soy milk",
  "sugar", "brown sugar", "honey", "syrup", "maple syrup", "agave", "jam", "jelly", "nutella", "peanut butter",
  "almond butter", "ketchup", "mustard", "mayo", "mayonnaise", "ranch", "ranch dressing", "dressing", "vinaigrette",
  "gravy", "hot sauce", "bbq sauce", "barbecue sauce", "soy sauce", "salsa", "guacamole", "hummus",
  "parmesan", "parmesan cheese", "feta", "tahini", "pesto", "aioli", "tzatziki",
  "caramel", "chocolate syrup", "sprinkles", "cinnamon", "lemon", "lemon juice", "lime", "salt", "pepper",
  "salt and pepper", "sweetener", "splenda", "stevia", "teriyaki sauce", "sriracha", "relish", "croutons", "granola",
]);

/** Cooking verbs whose "in"/"with" introduces the fat or liquid a food was cooked in ("fried in olive oil"). */
export const COOKING_VERBS: ReadonlySet<string> = new Set([
  "fried", "pan-fried", "deep-fried", "cooked", "sauteed", "sautéed", "sauted", "roasted", "scrambled",
  "grilled", "baked", "drizzled", "tossed", "brushed", "spread", "topped", "made", "prepared", "done", "basted",
  "smothered", "dressed", "glazed", "seared", "stir-fried", "coated", "slathered", "sweetened", "buttered", "dipped",
]);
