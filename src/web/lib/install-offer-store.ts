import { useSyncExternalStore } from "react";
import { INSTALL_DISMISSED_KEY, isAppInstalled } from "./install-prompt.js";
import { readLocal, writeLocal } from "./storage.js";

/** Chromium's install event; not in the DOM typings because only Chromium browsers fire it. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

export type NativeInstallOutcome = "accepted" | "dismissed" | "unavailable";

/*
 * One store for the banner, the Install App tab and the install page, so closing the banner hides the tab
 * at once and an install from the page hides both.
 */
let dismissed: boolean | null = null;
let installed: boolean | null = null;
let deferredPrompt: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isDismissed(): boolean {
  dismissed ??= readLocal(INSTALL_DISMISSED_KEY) === "true";
  return dismissed;
}

function isInstalled(): boolean {
  installed ??= isAppInstalled();
  return installed;
}

function offerSnapshot(): boolean {
  return !isInstalled() && !isDismissed();
}

function nativeSnapshot(): boolean {
  return deferredPrompt !== null && !isInstalled();
}

export function dismissInstallOffer(): void {
  dismissed = true;
  writeLocal(INSTALL_DISMISSED_KEY, "true");
  notify();
}

/**
 * Call once at start-up: Chromium fires `beforeinstallprompt` early, often before any screen has mounted.
 * Its mini-infobar is suppressed because the app offers its own Install button.
 */
export function listenForInstallEvents(): void {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener("appinstalled", () => {
    installed = true;
    deferredPrompt = null;
    notify();
  });
  // Another tab closed the banner.
  window.addEventListener("storage", (event) => {
    if (event.key !== INSTALL_DISMISSED_KEY) return;
    dismissed = event.newValue === "true";
    notify();
  });
}

/**
 * The spec's rule for the banner and the Install App tab: not installed and not dismissed. Pre-rendered pages
 * reach first-time visitors (later visits come from the service worker's shell), so they show the offer.
 */
export function useInstallOffer(): boolean {
  return useSyncExternalStore(subscribe, offerSnapshot, () => true);
}

/** Whether the browser offered its own install dialog (Chromium on desktop and Android). */
export function useNativeInstallAvailable(): boolean {
  return useSyncExternalStore(subscribe, nativeSnapshot, () => false);
}

/** Opens the browser's install dialog; the event can be used once, so it is dropped either way. */
export async function promptNativeInstall(): Promise<NativeInstallOutcome> {
  const event = deferredPrompt;
  if (!event) return "unavailable";
  deferredPrompt = null;
  notify();
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome;
}
