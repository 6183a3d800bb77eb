import { describe, expect, it } from "vitest";
import { isClientRoute } from "./client-routes.js";

describe("client routes", () => {
  it.each(["/", "/log", "/meals", "/meals/abc", "/meals/abc/edit", "/profile", "/trends/", "/calorie-guess/x1"])(
    "knows %s",
    (path) => expect(isClientRoute(path)).toBe(true),
  );
  it.each(["/nope", "/meals/abc/delete", "/log/extra", "/calorie-guess", "/meals//edit"])("does not know %s", (path) =>
    expect(isClientRoute(path)).toBe(false),
  );
});
