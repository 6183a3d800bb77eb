/** The one error type of the server: a machine code, an HTTP status and a message safe to show the user. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly userMessage: string,
    readonly detail?: string,
  ) {
    super(userMessage);
    this.name = "AppError";
  }
}

export const notFound = (what: string) => new AppError("not_found", 404, `${what} not found.`);
export const unauthorized = () => new AppError("unauthorized", 401, "Sign in to continue.");
/** The database could not be reached (restart, failover, lost connection); the next attempt usually works. */
export const databaseUnavailable = () =>
  new AppError("database_unavailable", 503, "We can't reach the database right now. Please try again in a moment.");
