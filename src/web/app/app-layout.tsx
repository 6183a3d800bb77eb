import { Redirect, useLocation } from "wouter";
import { FullScreenLoader } from "../components/full-screen-loader.js";
import { useAuth } from "../features/auth/index.js";
import { cn } from "../lib/cn.js";
import { AppRoutes } from "./app-routes.js";
import { BottomTabBar } from "./shell/bottom-tab-bar.js";
import { findMainTab } from "./shell/main-tabs.js";
import { TopBar } from "./shell/top-bar.js";
import { useTabScrollMemory } from "./shell/use-tab-scroll-memory.js";

export function AppLayout() {
  const { isLoading, isAuthenticated } = useAuth();
  const [location] = useLocation();
  const tab = findMainTab(location);
  useTabScrollMemory(isLoading ? null : (tab?.scrollKey ?? null), location);

  if (isLoading) return <FullScreenLoader />;
  // Signed-in users have no landing page: the logo and home both lead to the dashboard.
  if (location === "/" && isAuthenticated) return <Redirect to="/log" replace />;

  const showBottomBar = isAuthenticated || location !== "/";
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to content
      </a>
      <TopBar signedIn={isAuthenticated} />
      <main id="main" tabIndex={-1} className={cn("flex-1 focus:outline-none", showBottomBar && "pb-20 md:pb-0")}>
        <AppRoutes activeTabPath={tab?.path ?? null} />
      </main>
      {showBottomBar ? <BottomTabBar /> : null}
    </div>
  );
}
