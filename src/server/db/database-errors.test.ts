import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { isUniqueViolation, loggableError } from "./database-errors.js";

const driverError = (fields: Record<string, string>) => Object.assign(new Error(fields.message), fields);

describe("database errors", () => {
  it("logs a failed query without its parameters", () => {
    const cause = driverError({ message: 'invalid byte sequence for encoding "UTF8": 0x00', code: "22021" });
    const error = new DrizzleQueryError('insert into "chat_jobs" ("message") values ($1)', ["my secret meal"], cause);
    expect(JSON.stringify(loggableError(error))).not.toContain("my secret meal");
    expect(loggableError(error)).toMatchObject({ code: "22021", cause: cause.message });
  });

  it("recognises a named unique index refusing a row, under Drizzle's wrapper", () => {
    const cause = driverError({
      message: "duplicate key",
      code: "23505",
      constraint: "edit_jobs_one_active_per_entry",
    });
    const error = new DrizzleQueryError("insert …", [], cause);
    expect(isUniqueViolation(error, "edit_jobs_one_active_per_entry")).toBe(true);
    expect(isUniqueViolation(error, "users_email_unique")).toBe(false);
  });
});
