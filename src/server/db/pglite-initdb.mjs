// Creates a new PGlite data folder, then exits. Run as a process of its own (pglite-folder.ts): PostgreSQL's initdb
// leaves about 140 MB of memory behind in the process that ran it, which a long-running server would keep.
// Plain JavaScript so that it starts without the TypeScript loader.
import { PGlite } from "@electric-sql/pglite";

const folder = process.argv[2];
if (!folder) throw new Error("usage: node pglite-initdb.mjs <data folder>");
const client = new PGlite(folder);
await client.waitReady;
await client.close();
