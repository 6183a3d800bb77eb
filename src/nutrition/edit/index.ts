export { editMeal, type EditMealResult } from "./edit-meal.js";
export { applyEditOperations } from "./apply-edit-operations.js";
export { fixMealItem, mealItemChoices, type FixMealItemResult } from "./fix-item.js";
