/**
 * Dish names that hold a joining word ("and", "with") or a size word ("big mac") and must be read as one.
 * Lowercase, after shorthand expansion. Add a row to extend.
 */
export const COMPOUND_FOODS: readonly string[] = [
  "mac and cheese", "macaroni and cheese", "peanut butter and jelly", "peanut butter and jam", "peanut butter and banana",
  "fish and chips", "salt and pepper", "rice and beans", "beans and rice", "rice and peas", "half and half", "pork and beans",
  "franks and beans", "bread and butter", "biscuits and gravy", "chips and salsa", "chips and queso", "chips and guacamole",
  "surf and turf", "sweet and sour", "sweet and spicy", "salt and vinegar", "sour cream and onion", "cookies and cream",
  "ham and cheese", "bacon egg and cheese", "bacon, egg and cheese", "bacon, egg, and cheese", "sausage egg and cheese",
  "sausage, egg and cheese", "sausage, egg, and cheese", "egg and cheese", "bacon and egg", "bacon and cheese",
  "spaghetti and meatballs", "chicken and waffles", "chicken and dumplings", "chicken and rice", "chicken and broccoli",
  "beef and broccoli", "corned beef and cabbage", "liver and onions", "shrimp and grits", "fruit and nut", "fruit and nuts",
  "oil and vinegar", "cream and sugar", "milk and sugar", "strawberries and cream", "peaches and cream", "oats and honey",
  "honey and oats", "turkey and cheese", "turkey and swiss", "lettuce and tomato", "bacon lettuce and tomato",
  "black and white", "nuts and seeds", "fruit and dairy", "fruit and vegetable", "fruits and vegetables", "meat and cheese",
  "beans and franks", "pigs in a blanket", "toad in the hole", "eggs in a basket", "bubble and squeak", "steak and cheese",
  "steak and eggs", "cheese and onion", "cheese and crackers", "crackers and cheese", "meat and potatoes", "lox and bagel",
  "chili and beans", "beans and cornbread", "red beans and rice", "greens and beans", "egg and bacon", "egg and sausage",
  "skin and coating", "skin and coating eaten", "skin and coating not eaten", "skin and coating included",
  "coffee with milk", "coffee with cream", "coffee with cream and sugar", "coffee with milk and sugar", "coffee with sugar",
  "tea with milk", "tea with lemon", "tea with honey", "tea with milk and sugar", "tea with sugar", "water with lemon",
  "big mac", "big macs", "little debbie", "small curd", "large curd", "jumbo jack", "big kahuna", "medium rare",
  "no added fat", "no fat added", "fat not added", "fat added", "no added salt", "no salt", "no sugar added", "no added sugar", "no salt added", "no added salt", "sugar free", "no-sugar-added",
];

/** Nouns that end a dish named after its ingredients ("chicken and rice soup", "turkey and swiss wrap"). */
export const DISH_NOUNS: ReadonlySet<string> = new Set([
  "sandwich", "sandwiches", "sub", "hoagie", "wrap", "burrito", "burritos", "taco", "tacos", "pizza", "salad", "soup",
  "stew", "omelet", "omelets", "casserole", "pie", "quesadilla", "curry", "stir-fry", "stirfry", "smoothie", "shake",
  "milkshake", "sundae", "cake", "cereal", "panini", "bagel", "croissant", "biscuit", "pasta", "noodles", "bowl",
  "skillet", "scramble", "frittata", "calzone", "roll", "rolls", "dumplings", "pizza", "crepe", "crepes", "waffles",
  "pancakes", "parfait", "muffin", "bar", "bars", "chips", "crackers", "cookie", "cookies", "ice", "cream", "yogurt",
  "baby", "food", "mix", "trail", "juice", "drink", "dip", "sauce", "dressing", "spread", "gravy",
]);
