import { LogIn } from "lucide-react";
import { Link, useLocation } from "wouter";
import { Button } from "../../components/ui/button.js";
import { Logo } from "../../components/logo.js";
import { cn } from "../../lib/cn.js";
import { loginUrl, SIGN_IN_PAGE_PATH } from "../../lib/navigation.js";
import { InstallAppTab } from "./install-app-tab.js";
import { isActivePath, profileNavItem, topBarTabs } from "./nav-items.js";
import { OfflineBanner } from "./offline-banner.js";

export function TopBar({ signedIn }: { signedIn: boolean }) {
  const [location] = useLocation();
  const ProfileIcon = profileNavItem.icon;
  const profileActive = isActivePath(location, profileNavItem.href);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/85 backdrop-blur-md supports-[backdrop-filter]:bg-white/70">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 md:h-16">
        <Link
          href={signedIn ? "/log" : "/"}
          aria-label={signedIn ? "Meals & Calories, go to your log" : "Meals & Calories, home"}
          className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
        >
          <Logo compact />
        </Link>

        {signedIn ? (
          <div className="md:hidden">
            <InstallAppTab />
          </div>
        ) : null}
        {signedIn ? (
          <div className="hidden items-center gap-2 md:flex">
            <nav aria-label="Main">
              <ul className="flex items-center gap-1">
                {topBarTabs.map((tab) => {
                  const active = isActivePath(location, tab.href);
                  const Icon = tab.icon;
                  return (
                    <li key={tab.href}>
                      <Link
                        href={tab.href}
                        aria-current={active ? "page" : undefined}
                        className={cn(
                          "inline-flex h-9 items-center gap-2 rounded-lg px-3.5 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
                          active
                            ? "bg-brand-50 text-brand-800"
                            : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
                        )}
                      >
                        <Icon aria-hidden="true" className="size-4" />
                        {tab.label}
                      </Link>
                    </li>
                  );
                })}
                <InstallAppTab listItem />
              </ul>
            </nav>
            <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-200" />
            <Link
              href={profileNavItem.href}
              aria-label="Profile"
              aria-current={profileActive ? "page" : undefined}
              className={cn(
                "inline-flex size-10 items-center justify-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
                profileActive
                  ? "bg-brand-50 text-brand-800 ring-1 ring-brand-200"
                  : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
              )}
            >
              <ProfileIcon aria-hidden="true" className="size-6" />
            </Link>
          </div>
        ) : location === SIGN_IN_PAGE_PATH ? null : (
          <div className="flex items-center gap-1.5 sm:gap-2">
            <InstallAppTab compact />
            <Button asChild size="sm">
              <a href={loginUrl(location === "/" ? undefined : location)}>
                <LogIn aria-hidden="true" />
                Sign In
              </a>
            </Button>
          </div>
        )}
      </div>
      <OfflineBanner />
    </header>
  );
}
