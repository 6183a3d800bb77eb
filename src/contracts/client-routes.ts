/**
 * Every path the web client's router shows a screen for (":name" is one path segment). The server answers
 * other paths with the not-found screen and a 404 status; src/web/app/app-routes.tsx and main-tabs render these.
 */
export const CLIENT_ROUTES = [
  "/",
  "/log",
  "/meals",
  "/meals/:id",
  "/meals/:id/edit",
  "/trends",
  "/profile",
  "/privacy",
  "/terms",
  "/sign-in",
  "/install-app",
  "/calorie-guess/:id",
] as const;

/** Whether the client has a screen for this path (no query string). */
export function isClientRoute(pathname: string): boolean {
  const segments = pathname.replace(/\/+$/, "").split("/").slice(1);
  return CLIENT_ROUTES.some((route) => {
    const parts = route === "/" ? [] : route.split("/").slice(1);
    if (route === "/") return segments.length === 0 || (segments.length === 1 && segments[0] === "");
    return (
      parts.length === segments.length &&
      parts.every((part, i) => (part.startsWith(":") ? segments[i] !== "" : part === segments[i]))
    );
  });
}
