export { InstallPage } from "./components/install-page.js";
