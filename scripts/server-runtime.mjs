// How the server process is run by `npm start`, and by the benchmarks so that they measure the same thing.
import path from "node:path";
import { SERVER_BUNDLE } from "./server-build.mjs";

// glibc gives each thread that allocates its own 64 MB malloc arena; the server's threads (libuv's pool, PGlite,
// sharp) left about 45 MB of idle arenas resident. Two arenas are enough for one Node process
// (docs/decisions/server-memory.md).
export const serverEnvironment = (env) => ({ MALLOC_ARENA_MAX: "2", ...env });

/** Node's arguments for the compiled server (build it first: `ensureServerBuilt` in server-build.mjs). */
export const serverArguments = (root, args = []) => [path.join(root, SERVER_BUNDLE), ...args];
