/** Local storage: the spec's flag for a closed install banner (it also hides the Install App tab). */
export const INSTALL_DISMISSED_KEY = "installAppDismissed";

export const INSTALL_PAGE_PATH = "/install-app";

export type InstallPlatform = "ios" | "android" | "desktop";

/**
 * Spec: iPad/iPhone/iPod → ios, Android → android, else desktop. iPadOS Safari reports a Mac user agent,
 * so a "Macintosh" with a touch screen is an iPad too (no Mac has one).
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): InstallPlatform {
  if (/iPad|iPhone|iPod/.test(userAgent)) return "ios";
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return "ios";
  if (/Android/.test(userAgent)) return "android";
  return "desktop";
}

export function currentPlatform(): InstallPlatform {
  if (typeof navigator === "undefined") return "desktop";
  return detectPlatform(navigator.userAgent, navigator.maxTouchPoints ?? 0);
}

/** Installed means: standalone display mode, iOS's home-screen flag, or opened from an Android app. */
export function isAppInstalled(): boolean {
  if (typeof window === "undefined") return false;
  const iosStandalone = (window.navigator as Navigator & { standalone?: boolean }).standalone === true;
  const standaloneDisplay = window.matchMedia?.("(display-mode: standalone)").matches ?? false;
  return standaloneDisplay || iosStandalone || document.referrer.startsWith("android-app://");
}

/** The address the QR code carries: this site's own install page, wherever it is deployed. */
export function installPageUrl(origin: string): string {
  return new URL(INSTALL_PAGE_PATH, origin).href;
}
