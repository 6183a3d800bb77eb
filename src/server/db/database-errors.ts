import { DrizzleQueryError } from "drizzle-orm/errors";

/** PostgreSQL's SQLSTATE for a unique index refusing a row. */
const UNIQUE_VIOLATION = "23505";

/**
 * SQLSTATE codes meaning the server ended or refused the connection rather than rejected the statement:
 * class 08 (connection exception), 57P01-57P03 (administrator shutdown, crash, starting up), 53300 (too many connections).
 */
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);
const SOCKET_ERRORS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** node-postgres reports a dead or unreachable connection with these messages and no code. */
const DRIVER_CONNECTION_MESSAGES = new Set([
  "Connection terminated",
  "Connection terminated unexpectedly",
  "Connection terminated due to connection timeout",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
]);

interface PostgresErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The driver's error under Drizzle's wrapper, which PGlite and pg both report with SQLSTATE `code` and `constraint`. */
function postgresError(error: unknown): PostgresErrorFields | undefined {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const fields = current as PostgresErrorFields;
    if (typeof fields.code === "string") return fields;
    current = fields.cause;
  }
  return undefined;
}

/** Whether the statement failed because the named unique index already holds such a row. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const fields = postgresError(error);
  return fields?.code === UNIQUE_VIOLATION && fields.constraint === constraint;
}

/** True when the database could not be reached (the connection was ended, refused or never made), not that the query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Only the driver's own error, bare or under Drizzle's wrapper: a language model or speech service that refuses
  // a connection also fails with ECONNREFUSED, and that is not the database.
  const driverError = error instanceof DrizzleQueryError ? error.cause : error;
  if (!(driverError instanceof Error)) return false;
  const code = (driverError as { code?: unknown }).code;
  if (typeof code === "string" && (code.startsWith("08") || UNAVAILABLE_STATES.has(code) || SOCKET_ERRORS.has(code))) {
    return true;
  }
  if (DRIVER_CONNECTION_MESSAGES.has(driverError.message)) return true;
  return driverError instanceof AggregateError && driverError.errors.some((inner) => isDatabaseUnavailable(inner));
}

/**
 * The error as it may be logged: Drizzle's wrapper puts the query's parameters (the user's text, emails) in its
 * message, so it is replaced by the query and the driver's SQLSTATE and message.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error) || !("query" in error) || !("params" in error)) return error;
  const cause = postgresError(error) as (PostgresErrorFields & { message?: unknown }) | undefined;
  return {
    type: error.name,
    message: `Failed query: ${String(error.query)}`,
    code: cause?.code,
    cause: typeof cause?.message === "string" ? cause.message : undefined,
  };
}
