/** Installed means: standalone display mode, iOS's home-screen flag, or opened from an Android app. */
export function isAppInstalled(): boolean {
  if (typeof window === "undefined") return false;
  const iosStandalone =
    (window.navigator as Navigator & { standalone?: boolean }).standalone ===
    true;
  const standaloneDisplay =
    window.matchMedia?.("(display-mode: standalone)").matches ?? false;
  return (
    standaloneDisplay ||
    iosStandalone ||
    document.referrer.startsWith("android-app://")
  );
}
