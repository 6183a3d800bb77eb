/** Sign-in and sign-out are full browser navigations handled by the server, never fetches. */

export const LOGIN_URL = "/api/login";
export const LOGOUT_URL = "/api/logout";

export function loginUrl(returnTo?: string): string {
  return returnTo
    ? `${LOGIN_URL}?returnTo=${encodeURIComponent(returnTo)}`
    : LOGIN_URL;
}

export function navigateToLogin(returnTo?: string): void {
  window.location.assign(loginUrl(returnTo));
}

export function navigateToLogout(): void {
  window.location.assign(LOGOUT_URL);
}
