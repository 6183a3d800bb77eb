/**
 * The words people say around food names when they describe a meal. They fill the sentence
 * templates the speech model is trained on; food names themselves come from the food database.
 */
export const OPENERS: readonly string[] = [
  "", "", "", "i had", "i had", "i ate", "i ate", "i just had", "i drank", "i just ate", "we had", "i'm having",
  "for breakfast i had", "for breakfast i ate", "for lunch i had", "for lunch i ate", "for dinner i had",
  "for dinner i ate", "for a snack i had", "for dessert i had", "breakfast was", "lunch was", "dinner was",
  "this morning i had", "this afternoon i had", "tonight i had", "yesterday i had", "last night i had",
  "breakfast", "lunch", "dinner", "snack", "today i had", "at work i had", "after the gym i had",
];

export const TIME_PHRASES: readonly string[] = [
  "at seven", "at eight am", "at noon", "at one pm", "at six thirty", "at seven pm", "around eight",
  "this morning", "for breakfast", "for lunch", "for dinner", "as a snack", "yesterday", "last night",
  "at midnight", "around noon", "in the evening", "at about nine",
];

export const NUMBER_WORDS: readonly string[] = [
  "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
  "fifteen", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
];

/** Amounts that stand before a food or a unit; weights are how often people say them. */
export const AMOUNTS: ReadonlyArray<readonly [string, number]> = [
  ["a", 10], ["an", 2], ["one", 5], ["two", 6], ["three", 4], ["four", 2], ["five", 1], ["six", 1], ["ten", 1],
  ["twelve", 0.5], ["half a", 2], ["a half", 1], ["one and a half", 1], ["a couple of", 1.5], ["a few", 1],
  ["some", 3], ["a bowl of", 0], ["about two", 1], ["about a", 1], ["a quarter", 0.5], ["three quarters of a", 0.3],
  ["twenty", 0.5], ["thirty", 0.5], ["fifty", 0.5], ["one hundred", 1], ["two hundred", 1], ["one hundred fifty", 0.5],
  ["two hundred fifty", 0.5], ["three hundred", 0.5], ["five hundred", 0.3], ["eight", 1], ["a dozen", 0.3],
  ["my usual", 0.1], ["another", 0.5], ["a big", 1], ["a small", 1], ["a large", 1], ["a medium", 1],
];

/** Units, as said after a number ("two cups of"); singular and plural both appear. */
export const UNITS: readonly string[] = [
  "cup", "cups", "tablespoon", "tablespoons", "teaspoon", "teaspoons", "gram", "grams", "ounce", "ounces",
  "pound", "pounds", "slice", "slices", "piece", "pieces", "bowl", "bowls", "plate", "plates", "glass", "glasses",
  "can", "cans", "bottle", "bottles", "handful", "handfuls", "scoop", "scoops", "serving", "servings", "bar", "bars",
  "milliliters", "liter", "liters", "mug", "mugs", "packet", "packets", "container", "stick", "sticks", "kilo",
  "pint", "pints", "wedge", "strips", "strip", "spoonful", "spoonfuls", "portion", "order", "box", "bag",
];

export const SIZES: readonly string[] = ["small", "medium", "large", "big", "regular", "extra large", "tall", "grande"];

export const JOINERS: ReadonlyArray<readonly [string, number]> = [
  ["and", 10], ["with", 5], ["and a", 3], ["and some", 2], ["plus", 1], ["then", 1], ["and then", 1],
  ["along with", 0.5], ["also", 0.5], ["topped with", 0.5], ["on the side", 0], ["with a side of", 0.5],
];

/** Everyday names people say that the database spells differently; each still reads as a food in the engine. */
export const SPOKEN_FOODS: readonly string[] = [
  "eggs", "scrambled eggs", "fried eggs", "boiled egg", "toast", "bagel", "cream cheese", "oatmeal", "cereal", "granola",
  "yogurt", "greek yogurt", "banana", "apple", "orange", "orange juice", "coffee", "coffee with milk", "latte",
  "cappuccino", "tea", "green tea", "milk", "water", "soda", "cola", "beer", "wine", "red wine", "smoothie",
  "protein shake", "pancakes", "waffles", "maple syrup", "bacon", "sausage", "hash browns", "muffin", "croissant",
  "donut", "sandwich", "turkey sandwich", "ham sandwich", "grilled cheese", "burger", "cheeseburger", "hamburger",
  "fries", "french fries", "pizza", "pepperoni pizza", "hot dog", "taco", "tacos", "burrito", "quesadilla", "nachos",
  "salad", "caesar salad", "chicken salad", "soup", "chicken noodle soup", "tomato soup", "chili", "pasta", "spaghetti",
  "lasagna", "mac and cheese", "macaroni and cheese", "rice", "brown rice", "fried rice", "white rice", "sushi",
  "chicken breast", "grilled chicken", "fried chicken", "chicken wings", "steak", "pork chop", "salmon", "tuna",
  "shrimp", "fish", "tofu", "beans", "black beans", "lentils", "hummus", "broccoli", "carrots", "spinach", "peas",
  "corn", "potatoes", "mashed potatoes", "baked potato", "sweet potato", "avocado", "guacamole", "salsa",
  "peanut butter", "peanut butter and jelly sandwich", "almonds", "peanuts", "walnuts", "cashews", "trail mix",
  "popcorn", "chips", "potato chips", "crackers", "cheese", "cheddar cheese", "cottage cheese", "ice cream",
  "chocolate", "dark chocolate", "cookie", "cookies", "brownie", "cake", "pie", "apple pie", "grapes",
  "strawberries", "blueberries", "watermelon", "pineapple", "mango", "peach", "pear", "olive oil", "butter",
  "bread", "whole wheat bread", "white bread", "tortilla", "noodles", "ramen", "stir fry", "curry", "meatballs",
  "roast beef", "ham", "turkey", "pork", "lamb", "ground beef", "chicken curry", "fish and chips", "oat milk",
  "almond milk", "orange chicken", "pad thai", "omelet", "cheese omelet", "english muffin", "granola bar",
  "protein bar", "energy drink", "sports drink", "lemonade", "hot chocolate", "iced coffee", "espresso",
];
