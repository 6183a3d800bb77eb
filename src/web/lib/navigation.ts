/** Sign-in and sign-out are full browser navigations handled by the server, never fetches. */

export const LOGIN_URL = "/api/login";
export const LOGOUT_URL = "/api/logout";
/**
 * The built-in sign-in page: contracts' SIGN_IN_PATH, copied because that module's schemas would bring zod into
 * the first page's JavaScript; navigation.test.ts keeps the two equal.
 */
export const SIGN_IN_PAGE_PATH = "/sign-in";

export function loginUrl(returnTo?: string): string {
  return returnTo ? `${LOGIN_URL}?returnTo=${encodeURIComponent(returnTo)}` : LOGIN_URL;
}

export function navigateToLogin(returnTo?: string): void {
  window.location.assign(loginUrl(returnTo));
}

export function navigateToLogout(): void {
  window.location.assign(LOGOUT_URL);
}
