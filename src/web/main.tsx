import "./lib/zod-preset.js";
import { onlineManager } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app.js";
import { listenForInstallEvents } from "./lib/install-offer-store.js";
import { registerServiceWorker } from "./lib/register-service-worker.js";
import "./styles/globals.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html is missing the #root element");

// TanStack Query assumes "online" until an offline event fires; a page opened offline (from the service
// worker's cache) must start with its requests paused until the connection returns, not failing.
onlineManager.setOnline(navigator.onLine);
listenForInstallEvents();
registerServiceWorker();

// The server sends a pre-rendered visitor page (scripts/prerender-web.ts) only to browsers without a session.
const knownVisitor = container.dataset.prerendered === "visitor";
const app = (
  <StrictMode>
    <App knownVisitor={knownVisitor} />
  </StrictMode>
);
if (knownVisitor) hydrateRoot(container, app);
else createRoot(container).render(app);
