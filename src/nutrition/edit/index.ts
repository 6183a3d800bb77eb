export { editMeal, type EditMealResult } from "./edit-meal.js";
