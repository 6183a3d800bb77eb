import { describe, expect, it } from "vitest";
import { EDIT_MESSAGES, isEditBusy, phaseFromJob } from "./edit-progress.js";

describe("phaseFromJob", () => {
  it("keeps processing while the job is queued or processing", () => {
    expect(phaseFromJob({ job_id: "j", status: "queued", error: null })).toEqual({
      phase: "processing",
      jobId: "j",
    });
    expect(phaseFromJob({ job_id: "j", status: "processing", error: null }).phase).toBe("processing");
  });

  it("completes on a completed job", () => {
    expect(phaseFromJob({ job_id: "j", status: "completed", error: null })).toEqual({ phase: "completed" });
  });

  it("shows the job's own reason, else 'Edit process failed'", () => {
    expect(
      phaseFromJob({
        job_id: "j",
        status: "failed",
        error: "I couldn't find olive oil to add.",
      }),
    ).toEqual({ phase: "error", message: "I couldn't find olive oil to add." });
    expect(phaseFromJob({ job_id: "j", status: "failed", error: null })).toEqual({
      phase: "error",
      message: EDIT_MESSAGES.jobFailed,
    });
  });

  it("treats any error on the job as a failure", () => {
    expect(phaseFromJob({ job_id: "j", status: "processing", error: "Broken" }).phase).toBe("error");
  });
});

describe("isEditBusy", () => {
  it("locks the buttons while submitting or processing only", () => {
    expect(isEditBusy({ phase: "submitting" })).toBe(true);
    expect(isEditBusy({ phase: "processing", jobId: "j" })).toBe(true);
    expect(isEditBusy({ phase: "idle" })).toBe(false);
    expect(isEditBusy({ phase: "error", message: "x" })).toBe(false);
  });
});
