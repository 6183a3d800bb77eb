import { Link, useLocation } from "wouter";
import { cn } from "../../lib/cn.js";
import { bottomBarTabs, isActivePath } from "./nav-items.js";

/** Phone-width navigation (hidden from 768 px up, where the top bar carries the tabs). */
export function BottomTabBar() {
  const [location] = useLocation();
  return (
    <nav
      aria-label="Tabs"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-md grid-cols-4">
        {bottomBarTabs.map((tab) => {
          const active = isActivePath(location, tab.href);
          const Icon = tab.icon;
          return (
            <li key={tab.href} className="flex">
              <Link
                href={tab.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex flex-1 flex-col items-center justify-center gap-1 text-[0.7rem] font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500",
                  active ? "text-brand-800" : "text-slate-500 hover:text-slate-800",
                )}
              >
                <span
                  className={cn(
                    "flex h-7 w-12 items-center justify-center rounded-full transition-colors",
                    active && "bg-brand-100",
                  )}
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
