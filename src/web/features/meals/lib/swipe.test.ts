import { describe, expect, it } from "vitest";
import { HttpError } from "../../../lib/api-client.js";
import { deleteErrorMessage } from "./delete-error-message.js";
import { swipeDirection } from "./swipe.js";

describe("swipeDirection", () => {
  it("needs more than 50 px sideways", () => {
    expect(swipeDirection(-50, 0)).toBeNull();
    expect(swipeDirection(-51, 0)).toBe("left");
    expect(swipeDirection(80, 10)).toBe("right");
  });

  it("ignores a vertical scroll that drifts sideways", () => {
    expect(swipeDirection(60, 120)).toBeNull();
  });
});

describe("deleteErrorMessage", () => {
  const notFound = new HttpError(404, "Not Found", JSON.stringify({ error: "not_found", message: "Meal not found." }));
  const broken = new HttpError(500, "Internal Server Error", "");

  it("explains a 404 from the list and falls back otherwise", () => {
    expect(deleteErrorMessage(notFound, "list")).toBe("Meal not found - it may have already been deleted");
    expect(deleteErrorMessage(broken, "list")).toBe("Failed to delete meal");
  });

  it("passes on the server's message from the detail screen", () => {
    expect(deleteErrorMessage(notFound, "detail")).toBe("Meal not found.");
    expect(deleteErrorMessage(broken, "detail")).toBe("Failed to delete meal");
  });
});
