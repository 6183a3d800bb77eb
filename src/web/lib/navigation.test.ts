import { describe, expect, it } from "vitest";
import { SIGN_IN_PATH } from "../../contracts/index.js";
import { SIGN_IN_PAGE_PATH } from "./navigation.js";

describe("navigation", () => {
  it("routes the sign-in page where the server sends people to sign in", () => {
    expect(SIGN_IN_PAGE_PATH).toBe(SIGN_IN_PATH);
  });
});
