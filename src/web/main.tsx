import { onlineManager } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
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

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
