export { MealsPage } from "./components/meals-page.js";
export { MealDetailPage } from "./components/meal-detail-page.js";
export { MealEditPage } from "./components/meal-edit-page.js";
