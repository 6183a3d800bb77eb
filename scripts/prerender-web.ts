// Run by the Vite build (scripts/vite-prerender.ts): writes the visitor pages of src/web/prerender.tsx as HTML
// into dist/web/prerendered/, each from the built index.html with its screen's chunks preloaded.
// stdin: { outDir, preloads: { [screen]: ["/assets/…js", …] }, shellOnly: [preloads of the shell to drop] }.
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { renderVisitorPage, visitorPages } from "../src/web/prerender.js";

interface Input {
  outDir: string;
  preloads: Record<string, string[]>;
  shellOnly: string[];
}

const input = JSON.parse(readFileSync(0, "utf8")) as Input;
// A visitor's page never checks the session, so it does not preload that check's code.
const template = input.shellOnly
  .reduce(
    (html, href) => html.replace(`<link rel="modulepreload" crossorigin href="${href}">`, ""),
    readFileSync(path.join(input.outDir, "index.html"), "utf8"),
  )
  // The HTML is already the page: its stylesheet and images go first, the JavaScript that hydrates it after.
  .replace(/<script type="module" crossorigin /, '<script type="module" crossorigin fetchpriority="low" ')
  .replaceAll('<link rel="modulepreload" crossorigin ', '<link rel="modulepreload" crossorigin fetchpriority="low" ');
const targetDir = path.join(input.outDir, "prerendered");
mkdirSync(targetDir, { recursive: true });

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`prerender: index.html has no ${pattern}`);
  return html.replace(pattern, () => replacement);
}

for (const page of visitorPages) {
  const rendered = await renderVisitorPage(page.path);
  // The CSP allows no inline script, so markup that needs one to show would stay hidden.
  if (/<script|<template/.test(rendered.html)) throw new Error(`prerender: ${page.path} has inline scripts`);
  const screen = "screen" in page ? page.screen : undefined;
  const preloads = screen ? input.preloads[screen] : [];
  if (!preloads) throw new Error(`prerender: no chunk was built for ${screen}`);
  let html = template;
  if (!rendered.title) throw new Error(`prerender: ${page.path} sets no title (useDocumentMeta)`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`);
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(rendered.description)}" />`,
  );
  // React puts the preloads it found (the logo) before the markup; they belong in the head, not in the root.
  const [, hoisted = "", body = ""] = /^((?:<link [^>]*\/>)*)([\s\S]*)$/.exec(rendered.html) ?? [];
  const links = preloads
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`)
    .join("");
  html = replaceOnce(html, /<\/head>/, `${hoisted}${links}</head>`);
  html = replaceOnce(html, /<div id="root"><\/div>/, `<div id="root" data-prerendered="visitor">${body}</div>`);
  writeFileSync(path.join(targetDir, page.file), html);
}
