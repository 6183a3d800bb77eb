export { MealsPage } from "./components/meals-page.js";
