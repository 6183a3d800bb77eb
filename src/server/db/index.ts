export { openDatabase, migrationsFolder } from "./client.js";
export type { Database, DatabaseHandle, OpenDatabaseOptions } from "./client.js";
export * as schema from "./schema.js";
export { isUniqueViolation, loggableError } from "./database-errors.js";
