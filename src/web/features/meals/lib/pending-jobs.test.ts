import { describe, expect, it } from "vitest";
import type { ChatJob } from "../../../../contracts/index.js";
import { finishedJobsKey, hasPendingChatJobs } from "./pending-jobs.js";

const job = (overrides: Partial<ChatJob>): ChatJob => ({
  id: "j1",
  status: "completed",
  message: "toast",
  error: null,
  created_at: "2026-11-21T08:00:00Z",
  entry_count: 1,
  entries: [],
  ...overrides,
});

describe("processing banner", () => {
  it("shows while a job with a message is queued or processing", () => {
    expect(hasPendingChatJobs([job({ status: "queued" })])).toBe(true);
    expect(hasPendingChatJobs([job({ status: "processing" })])).toBe(true);
  });

  it("also treats pending and running as in progress", () => {
    const odd = (status: string) => job({ status: status as ChatJob["status"] });
    expect(hasPendingChatJobs([odd("pending")])).toBe(true);
    expect(hasPendingChatJobs([odd("running")])).toBe(true);
  });

  it("ignores finished jobs and jobs with a blank message", () => {
    expect(
      hasPendingChatJobs([
        job({ status: "completed" }),
        job({ status: "failed" }),
        job({ status: "cancelled" }),
        job({ status: "processing", message: "   " }),
      ]),
    ).toBe(false);
  });
});

describe("finishedJobsKey", () => {
  it("changes when another job completes, not when one is merely queued", () => {
    const before = finishedJobsKey([job({ id: "a" }), job({ id: "b", status: "queued" })]);
    expect(finishedJobsKey([job({ id: "a" }), job({ id: "c", status: "queued" })])).toBe(before);
    expect(finishedJobsKey([job({ id: "a" }), job({ id: "b" })])).not.toBe(before);
  });

  it("changes when a finished job's entries are undone, so the meal list drops them", () => {
    expect(finishedJobsKey([job({ id: "a", entry_count: 0 })])).not.toBe(finishedJobsKey([job({ id: "a" })]));
  });
});
