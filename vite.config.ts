import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { precompressBuild } from "./scripts/vite-precompress.js";
import { prerenderVisitorPages } from "./scripts/vite-prerender.js";

const webRoot = fileURLToPath(new URL("./src/web", import.meta.url));
const outDir = fileURLToPath(new URL("./dist/web", import.meta.url));

/** Brand emerald 700, the colour of the logo's tile and of the primary buttons. */
const brandColor = "#047857";

const installable = VitePWA({
  strategies: "generateSW",
  // A new version takes over on its own; src/web/lib/register-service-worker.ts decides when the page reloads.
  registerType: "autoUpdate",
  injectRegister: false,
  filename: "sw.js",
  manifestFilename: "manifest.webmanifest",
  manifest: {
    id: "/",
    name: "Meals & Calories",
    short_name: "Meals",
    description: "Describe what you ate in plain English and get calories, macros and micronutrients in seconds.",
    lang: "en",
    start_url: "/log",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    theme_color: brandColor,
    background_color: "#f8fafc",
    categories: ["health", "food", "lifestyle"],
    icons: [
      { src: "/pwa-192x192.png", sizes: "192x192", type: "image/png" },
      { src: "/pwa-512x512.png", sizes: "512x512", type: "image/png" },
      { src: "/maskable-512x512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  workbox: {
    // The app shell only. No runtimeCaching at all: /api answers always come from the network, never a cache.
    globPatterns: ["**/*.{js,css,html,svg,png,ico,webmanifest}"],
    // Pre-rendered visitor pages are for a first visit without the worker; once installed it serves the shell.
    globIgnores: ["**/node_modules/**/*", "prerendered/**"],
    navigateFallback: "/index.html",
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/(healthz|readyz)$/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
  },
});

export default defineConfig({
  root: webRoot,
  publicDir: "public",
  plugins: [react(), tailwindcss(), installable, prerenderVisitorPages({ webRoot }), precompressBuild()],
  build: {
    outDir,
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // Contracts only declare schemas and limits: a chunk that uses none of a contract module's exports
        // must not carry it (and zod) just because src/contracts/index.ts re-exports everything.
        moduleSideEffects: (id: string) => !id.includes("/src/contracts/"),
      },
    },
  },
  server: {
    port: 5173,
    // The Fastify server owns /api; the dev server forwards to it so cookies stay first-party.
    proxy: { "/api": { target: "http://localhost:5000", changeOrigin: false } },
  },
  preview: { port: 4173 },
});
