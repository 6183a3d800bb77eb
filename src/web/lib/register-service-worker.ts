/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from "virtual:pwa-register";

/**
 * A new version's worker takes over at once (registerType autoUpdate), but the page reloads only at a moment
 * that interrupts nothing: when it is hidden or at the next in-app navigation. The old page's lazily loaded
 * screens may no longer exist on the server, so it must not linger.
 */
function reloadWhenHarmless(): void {
  if (document.visibilityState === "hidden") {
    window.location.reload();
    return;
  }
  const reload = () => window.location.reload();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") reload();
  });
  // wouter dispatches these after it changes the address, so the reload opens the screen the user chose.
  window.addEventListener("pushState", reload);
  window.addEventListener("popstate", reload);
}

/** Registers /sw.js once the page has loaded. Failure costs only offline support, so it is logged, never shown. */
export function registerServiceWorker(): void {
  registerSW({
    immediate: false,
    onNeedReload: reloadWhenHarmless,
    onRegisterError(error: unknown) {
      console.warn("Service worker registration failed; the app works, but not offline.", error);
    },
  });
}
