// How the server process is run by `npm start`, and by the benchmarks and process tests so that they measure the
// same thing.
import path from "node:path";
import { SERVER_BUNDLE } from "./server-build.mjs";

// glibc's malloc, tuned for one long-running Node process (docs/decisions/server-memory.md):
// - each thread that allocates gets its own 64 MB arena; the server's threads (libuv's pool, PGlite, sharp) left
//   about 45 MB of idle arenas resident. Two arenas are enough.
// - by default a freed block raises the size above which blocks get their own mapping (up to 32 MB), so the large
//   blocks of start-up (mostly while PGlite loads its WebAssembly) then land in the main heap, which cannot give
//   back memory below a block still in use: 20 to 40 MB stayed resident at idle. A fixed 1 MB keeps large blocks in mappings
//   that are returned when freed (and fixes the trim threshold at 128 kB).
export const serverEnvironment = (env) => ({ MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "1048576", ...env });

/** Node's arguments for the compiled server (build it first: `ensureServerBuilt` in server-build.mjs). */
export const serverArguments = (root, args = []) => [path.join(root, SERVER_BUNDLE), ...args];
