export { openDatabase, migrationsFolder } from "./client.js";
export type { Database, DatabaseHandle, OpenDatabaseOptions } from "./client.js";
export { isDatabaseUnavailable } from "./connection-errors.js";
export { DataDirInUseError } from "./data-dir-lock.js";
export * as schema from "./schema.js";
export { isUniqueViolation } from "./database-errors.js";
