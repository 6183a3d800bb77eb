import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const webRoot = fileURLToPath(new URL("./src/web", import.meta.url));
const outDir = fileURLToPath(new URL("./dist/web", import.meta.url));

export default defineConfig({
  root: webRoot,
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  build: {
    outDir,
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    // The Fastify server owns /api; the dev server forwards to it so cookies stay first-party.
    proxy: { "/api": { target: "http://localhost:5000", changeOrigin: false } },
  },
  preview: { port: 4173 },
});
