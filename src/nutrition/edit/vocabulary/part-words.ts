/**
 * Parts a dish can be had without ("no cheese", "without the bun", "hold the mayo", "no skin"). The editor first
 * describes the dish without the part and lets the engine pick USDA's food for that ("a turkey sandwich" for
 * "a turkey sandwich with cheese", "Chicken breast, skin not eaten"). When USDA has no such food, it takes off
 * `takeOff` per dish counted, as the engine weighs that phrase ("a slice of cheese"), but only from a dish whose
 * USDA name or the user's words hold one of `inDishes`; elsewhere the part was never counted.
 */
export interface PartWord {
  /** The part's own name, used in messages. */
  name: string;
  /** How people say it: "mayo", "mayonnaise". */
  words: readonly string[];
  /** The part taken off one dish, in words the engine reads; absent when only a USDA variant can take it off. */
  takeOff?: string;
  /** Dish words (in the user's phrase or USDA's name) that hold this part unless said otherwise. */
  inDishes: readonly string[];
  /** A dish named after the part is another dish without it: a cheeseburger without cheese is a hamburger. */
  renames?: Readonly<Record<string, string>>;
}

export const PART_WORDS: readonly PartWord[] = [
  {
    name: "cheese",
    words: ["cheese", "cheddar", "american cheese", "swiss", "swiss cheese", "mozzarella", "provolone", "parmesan"],
    takeOff: "a slice of american cheese",
    inDishes: ["cheeseburger", "with cheese", "cheese", "quesadilla", "grilled cheese", "cheesesteak"],
    renames: {
      cheeseburger: "hamburger",
      cheeseburgers: "hamburgers",
      "double cheeseburger": "double hamburger",
    },
  },
  {
    name: "bun",
    words: ["bun", "buns", "bread", "roll"],
    takeOff: "a hamburger bun",
    inDishes: [
      "burger",
      "hamburger",
      "cheeseburger",
      "hot dog",
      "frankfurter",
      "slider",
      "on white bun",
      "on wheat bun",
    ],
  },
  {
    name: "bread",
    words: ["bread", "toast"],
    takeOff: "2 slices of white bread",
    inDishes: ["sandwich on", "sandwich", "blt"],
  },
  {
    name: "tortilla",
    words: ["tortilla", "wrap", "shell"],
    takeOff: "a flour tortilla",
    inDishes: ["burrito", "wrap", "taco", "quesadilla"],
  },
  {
    name: "mayonnaise",
    words: ["mayo", "mayonnaise", "aioli"],
    takeOff: "a tablespoon of mayonnaise",
    inDishes: [
      "with mayonnaise",
      "mayonnaise",
      "blt",
      "bacon, lettuce",
      "club sandwich",
      "chicken salad",
      "tuna salad",
    ],
  },
  {
    name: "bacon",
    words: ["bacon"],
    takeOff: "2 slices of bacon",
    inDishes: ["bacon", "blt", "club"],
  },
  {
    name: "skin",
    words: ["skin", "the skin"],
    inDishes: ["skin eaten", "skin / coating eaten"],
  },
  {
    name: "breading",
    words: ["breading", "coating", "batter"],
    inDishes: ["coated", "breaded", "battered"],
  },
  {
    name: "sauce",
    words: ["sauce", "gravy"],
    takeOff: "a quarter cup of gravy",
    inDishes: ["with gravy", "gravy"],
  },
  {
    name: "whipped cream",
    words: ["whipped cream", "whip", "whipped topping"],
    takeOff: "2 tablespoons of whipped cream",
    inDishes: ["whipped cream", "with whip", "sundae"],
  },
  {
    name: "sugar",
    words: ["sugar"],
    takeOff: "a teaspoon of sugar",
    inDishes: ["sweetened", "with sugar"],
  },
  {
    name: "butter",
    words: ["butter"],
    takeOff: "a teaspoon of butter",
    inDishes: ["with butter", "buttered", "made with butter"],
  },
  {
    name: "dressing",
    words: ["dressing", "ranch", "vinaigrette"],
    takeOff: "2 tablespoons of ranch dressing",
    inDishes: ["with dressing"],
  },
];
