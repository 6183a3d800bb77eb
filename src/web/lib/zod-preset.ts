/**
 * The CSP has no 'unsafe-eval', and zod probes `new Function` as it builds its first object schema unless its
 * config says jitless; the browser reports that probe as a CSP violation. `z.config()` would put zod into the
 * first page's JavaScript, so the config is preset on the global zod reads it from (zod/v4/core/core.js).
 * Must run before any schema module; zod-preset.test.ts fails if zod stops reading it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
export {};
