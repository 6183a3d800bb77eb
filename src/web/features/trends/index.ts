export { TrendsPage } from "./components/trends-page.js";
