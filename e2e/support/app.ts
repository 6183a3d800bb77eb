import { afterAll, beforeAll } from "vitest";
import type { Browser } from "playwright-core";
import { pgliteTemplate } from "../../test/helpers/pglite-template.js";
import { startServer, type RunningServer } from "../../test/helpers/server-process.js";
import { launchBrowser } from "./browser.js";

interface AppAndBrowser {
  server: RunningServer;
  browser: Browser;
}

/**
 * Starts the built app and a Chromium before the file's journeys and stops both after them. The returned object
 * is filled in by beforeAll, so read its fields inside tests only.
 */
export function startAppAndBrowser(
  options: { env?: Record<string, string>; browserArgs?: () => string[] } = {},
): AppAndBrowser {
  const app = {} as AppAndBrowser;
  beforeAll(async () => {
    app.server = await startServer(options.env, [], { template: pgliteTemplate() });
    app.browser = await launchBrowser(options.browserArgs?.());
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
  });
  return app;
}
