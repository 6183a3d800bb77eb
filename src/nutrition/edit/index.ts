export { editMeal, type EditMealResult } from "./edit-meal.js";
export { applyEditOperations } from "./apply-edit-operations.js";
