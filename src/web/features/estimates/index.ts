export { CalorieGuessPage } from "./components/calorie-guess-page.js";
export { PhotoEstimateCard } from "./components/photo-estimate-card.js";
