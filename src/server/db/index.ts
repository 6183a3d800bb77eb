export { openDatabase, migrationsFolder } from "./client.js";
export type { Database, DatabaseHandle, OpenDatabaseOptions } from "./client.js";
export { DataDirInUseError } from "./data-dir-lock.js";
export * as schema from "./schema.js";
export { isDatabaseUnavailable, isUniqueViolation, loggableError } from "./database-errors.js";
