import { DrizzleQueryError } from "drizzle-orm/errors";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isUniqueViolation, loggableError } from "./database-errors.js";

const serverError = (code: string, message: string) => {
  const error = new pg.DatabaseError(message, message.length, "error");
  error.code = code;
  return new DrizzleQueryError("select 1", [], error);
};
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });

describe("a database error", () => {
  it("means the database is unavailable when the connection was ended, refused or never made", () => {
    expect(isDatabaseUnavailable(serverError("57P01", "terminating connection due to administrator command"))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(serverError("57P03", "the database system is starting up"))).toBe(true);
    expect(isDatabaseUnavailable(serverError("08006", "connection failure"))).toBe(true);
    expect(
      isDatabaseUnavailable(new DrizzleQueryError("begin", [], new Error("Connection terminated unexpectedly"))),
    ).toBe(true);
    expect(isDatabaseUnavailable(socketError("ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([socketError("ECONNREFUSED")]))).toBe(true);
  });

  it("is the query's own fault otherwise, so it is not hidden behind a retry", () => {
    expect(isDatabaseUnavailable(serverError("23505", "duplicate key value violates unique constraint"))).toBe(false);
    expect(isDatabaseUnavailable(serverError("22P02", "invalid input syntax for type uuid"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Something else"))).toBe(false);
    expect(isDatabaseUnavailable("Connection terminated")).toBe(false);
    // A model or speech service that cannot be reached fails the same way at the socket, but is not the database.
    expect(isDatabaseUnavailable(new TypeError("fetch failed", { cause: socketError("ECONNREFUSED") }))).toBe(false);
  });
});

const driverError = (fields: Record<string, string>) => Object.assign(new Error(fields.message), fields);

describe("a failed query", () => {
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
