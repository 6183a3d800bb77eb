import type { PGliteOptions } from "@electric-sql/pglite";

/*
 * PostgreSQL's default shared_buffers (128 MB) lives inside PGlite's WebAssembly memory, so it is resident in the
 * server process; one person's meals fit in a fraction of it and the files behind it stay in the OS page cache.
 * 16 MB keeps about 120 MB out of the process (docs/decisions/server-memory.md); wal_buffers follows at 512 kB.
 */
export const PGLITE_SETTINGS = {
  postgresqlconf: ["shared_buffers = 16MB"],
} satisfies PGliteOptions;
