import { describe, expect, it } from "vitest";
import { HttpError } from "../../../lib/api-client.js";
import { submitErrorMessage, transcribeErrorMessage } from "./submit-error-message.js";

const http = (status: number, body: unknown) =>
  new HttpError(status, "Status", typeof body === "string" ? body : JSON.stringify(body));

describe("submit error text", () => {
  it("shows the rate limit's detail, or the spec's fallback", () => {
    expect(
      submitErrorMessage(
        http(429, {
          error: "rate_limited",
          message: "m",
          detail: "Slow down.",
        }),
      ),
    ).toBe("Slow down.");
    expect(submitErrorMessage(http(429, ""))).toBe("Rate limit exceeded. Please try again later.");
  });

  it("shows the server's message, else 'Failed to submit meal', else the final fallback", () => {
    expect(
      submitErrorMessage(
        http(400, {
          error: "validation_failed",
          message: "Describe what you ate.",
        }),
      ),
    ).toBe("Describe what you ate.");
    expect(submitErrorMessage(http(500, "<html>oops</html>"))).toBe("Failed to submit meal");
    expect(submitErrorMessage(new TypeError("Failed to fetch"))).toBe("Failed to submit meal. Please try again.");
  });

  it("uses the transcription catalogue for voice", () => {
    expect(transcribeErrorMessage(http(503, { error: "voice_unavailable", message: "Not here." }))).toBe("Not here.");
    expect(transcribeErrorMessage(http(502, ""))).toBe("Failed to transcribe audio");
    expect(transcribeErrorMessage(new Error("x"))).toBe("Failed to transcribe audio. Please try again.");
  });
});
