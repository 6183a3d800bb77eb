/**
 * SQLSTATE codes meaning the server ended or refused the connection rather than rejected the statement:
 * class 08 (connection exception), 57P01-57P03 (administrator shutdown, crash, starting up), 53300 (too many connections).
 */
const unavailableStates = new Set(["57P01", "57P02", "57P03", "53300"]);
const socketErrors = new Set([
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
const driverMessages = new Set([
  "Connection terminated",
  "Connection terminated unexpectedly",
  "Connection terminated due to connection timeout",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
]);

/** True when an error (or what it wraps) says the database could not be reached, not that the query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (code.startsWith("08") || unavailableStates.has(code) || socketErrors.has(code))) {
      return true;
    }
    if (driverMessages.has(current.message)) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = current.cause;
  }
  return false;
}
