// How the server process is run by `npm start`, and by the memory benchmark so that it measures the same thing.
// glibc gives each thread that allocates its own 64 MB malloc arena; the server's threads (libuv's pool, PGlite,
// sharp) left about 45 MB of idle arenas resident. Two arenas are enough for one Node process
// (docs/decisions/server-memory.md).
export const serverEnvironment = (env) => ({ MALLOC_ARENA_MAX: "2", ...env });
