/** PostgreSQL's SQLSTATE for a unique index refusing a row. */
const UNIQUE_VIOLATION = "23505";

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
