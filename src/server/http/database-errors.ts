import { AppError } from "./app-error.js";

const FOREIGN_KEY_VIOLATION = "23503";

interface DatabaseError {
  code?: string;
  constraint?: string;
}

/** The driver's error (pg or PGlite), looking through Drizzle's query wrapper. */
function databaseErrorOf(error: unknown): DatabaseError | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 3; depth++) {
    const { code } = current as DatabaseError;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return current as DatabaseError;
    current = current.cause;
  }
  return undefined;
}

/**
 * Database errors a user can cause and understand. A write that points at a row deleted meanwhile (an upload or
 * a meal racing the deletion of its account, an edit of a meal deleted in another tab) is a vanished row, not a
 * server fault.
 */
export function appErrorFromDatabase(error: unknown): AppError | undefined {
  const found = databaseErrorOf(error);
  if (found?.code !== FOREIGN_KEY_VIOLATION) return undefined;
  // Drizzle names foreign keys <table>_<column>_<target>_<target column>_fk.
  if (found.constraint?.endsWith("_user_id_users_id_fk")) {
    return new AppError("unauthorized", 401, "Your account no longer exists, so nothing was saved.");
  }
  return new AppError("not_found", 404, "What this refers to no longer exists. Reload the page and try again.");
}
