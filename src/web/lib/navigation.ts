/** Sign-in is a full browser navigation handled by the server; sign-out is a POST to LOGOUT_URL (profile's sign-out). */

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
