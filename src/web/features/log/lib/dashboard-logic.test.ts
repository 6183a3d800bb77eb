import { describe, expect, it } from "vitest";
import { MEAL_MESSAGE_MAX_LENGTH, type ChatJob } from "../../../../contracts/index.js";
import { joinTranscript } from "./join-transcript.js";
import { pickRecordingMimeType, recordingFileName } from "./recording-format.js";
import { hasActiveJob, visibleJobs } from "./visible-jobs.js";

const job = (id: string, message: string, created_at: string, status: ChatJob["status"] = "completed"): ChatJob => ({
  id,
  status,
  message,
  error: null,
  created_at,
  entry_count: 0,
  entries: [],
});

describe("job history", () => {
  it("hides blank messages and puts the newest first", () => {
    const jobs = [
      job("a", "eggs", "2025-01-01T08:00:00Z"),
      job("b", "   ", "2025-01-01T09:00:00Z"),
      job("c", "toast", "2025-01-01T10:00:00Z"),
    ];
    expect(visibleJobs(jobs).map((item) => item.id)).toEqual(["c", "a"]);
  });

  it("counts only queued or processing jobs with words as in progress", () => {
    expect(hasActiveJob([job("a", "eggs", "2025-01-01T08:00:00Z", "processing")])).toBe(true);
    expect(hasActiveJob([job("a", "eggs", "2025-01-01T08:00:00Z", "queued")])).toBe(true);
    expect(hasActiveJob([job("a", " ", "2025-01-01T08:00:00Z", "queued")])).toBe(false);
    expect(hasActiveJob([job("a", "eggs", "2025-01-01T08:00:00Z", "failed")])).toBe(false);
  });
});

describe("voice", () => {
  it("appends the transcript after a space or fills an empty box", () => {
    expect(joinTranscript("", "two eggs")).toBe("two eggs");
    expect(joinTranscript("  \n", "two eggs")).toBe("two eggs");
    expect(joinTranscript("toast\n", "two eggs")).toBe("toast two eggs");
    expect(joinTranscript("toast", "  ")).toBe("toast");
    expect(joinTranscript("x".repeat(MEAL_MESSAGE_MAX_LENGTH), "more")).toHaveLength(MEAL_MESSAGE_MAX_LENGTH);
  });

  it("prefers webm/opus, then webm, mp4, wav, else the browser default", () => {
    expect(pickRecordingMimeType(() => true)).toBe("audio/webm;codecs=opus");
    expect(pickRecordingMimeType((type) => type === "audio/mp4" || type === "audio/wav")).toBe("audio/mp4");
    expect(pickRecordingMimeType(() => false)).toBeUndefined();
  });

  it("names the file after the recorder's type", () => {
    expect(recordingFileName("audio/webm;codecs=opus")).toBe("recording.webm");
    expect(recordingFileName("audio/mp4")).toBe("recording.mp4");
    expect(recordingFileName("audio/wav")).toBe("recording.wav");
    expect(recordingFileName("audio/ogg;codecs=opus")).toBe("recording.ogg");
    expect(recordingFileName("")).toBe("recording.webm");
  });
});
