export { PrivacyPage } from "./components/privacy-page.js";
export { TermsPage } from "./components/terms-page.js";
