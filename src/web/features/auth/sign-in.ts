// The sign-in screen's own entry, apart from index.ts: the shell needs the auth state on every page, the form
// and its validation only on /sign-in (app/lazy-screens.ts).
export { SignInPage } from "./components/sign-in-page.js";
