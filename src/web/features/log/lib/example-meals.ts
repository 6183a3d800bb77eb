/** Shown under "Try an example" while the history is empty; each shows the detail that helps the estimate. */
export const exampleMeals = [
  "2 scrambled eggs cooked in 1 tsp butter, 1 slice of whole wheat toast and a medium banana",
  "Chicken burrito bowl from Chipotle with white rice, black beans, fajita veggies, salsa and guacamole",
  "1 cup plain 2% Greek yogurt with 1/2 cup blueberries, 1 tbsp honey and a handful of almonds",
];
