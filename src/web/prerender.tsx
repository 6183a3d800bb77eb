import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import { App } from "./app/app.js";
import { PrerenderedMetaContext, type DocumentMeta } from "./lib/use-document-meta.js";

/**
 * Build-time only (scripts/prerender-web.ts): the signed-out view of the pages a visitor opens first, rendered
 * to HTML so they paint before any JavaScript runs; main.tsx hydrates them. Pages that depend on the browser
 * (install steps per platform, the sign-in page's ?mode) are left to the client.
 */
export const visitorPages = [
  { path: "/", file: "index.html" },
  { path: "/log", file: "log.html", screen: "features/log/index.ts" },
  { path: "/meals", file: "meals.html", screen: "features/meals/index.ts" },
  { path: "/trends", file: "trends.html", screen: "features/trends/index.ts" },
  { path: "/profile", file: "profile.html", screen: "features/profile/index.ts" },
  { path: "/privacy", file: "privacy.html", screen: "features/legal/index.ts" },
  { path: "/terms", file: "terms.html", screen: "features/legal/index.ts" },
] as const;

export interface RenderedPage extends DocumentMeta {
  html: string;
}

/** Waits for every lazy screen, so the HTML holds the whole page; the browser hydrates each as its code arrives. */
export async function renderVisitorPage(path: string): Promise<RenderedPage> {
  const meta: DocumentMeta = { title: "", description: "" };
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PrerenderedMetaContext.Provider value={meta}>
        <Router ssrPath={path}>
          <App knownVisitor />
        </Router>
      </PrerenderedMetaContext.Provider>
    </StrictMode>,
    {
      // React would fall back to rendering on the client; for a build that is a failure to fix, not to ship.
      onError: (error) => void errors.push(error),
      // Every boundary inline: outlined ones are revealed by inline scripts, which the CSP forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw new AggregateError(errors, `Pre-rendering ${path} failed`);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { html: Buffer.concat(chunks).toString("utf8"), ...meta };
}
