import { lazy } from "react";

export { useAuth, authUserQueryKey, authUserQueryOptions, type AuthState } from "./api/get-user.js";

/*
 * The shell imports this file on every page for the auth state; the sign-in form and its validation are needed only
 * on /sign-in, so the screen is split off here, inside the feature, and loads on first use.
 */
export const SignInPage = lazy(() =>
  import("./components/sign-in-page.js").then((module) => ({ default: module.SignInPage })),
);
