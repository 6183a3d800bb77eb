import { Smartphone } from "lucide-react";
import { Link, useLocation } from "wouter";
import { cn } from "../../lib/cn.js";
import { useInstallOffer } from "../../lib/install-offer-store.js";
import { INSTALL_PAGE_PATH } from "../../lib/install-prompt.js";

/**
 * The top bar's Install App tab, shown by the same rule as the dashboard's install banner.
 * `compact` is the form that sits beside the logo instead of among the tabs; on a phone it shrinks to its icon
 * (keeping "Install App" as its name) so the logo and Sign In still fit on one line.
 */
export function InstallAppTab({
  compact = false,
  listItem = false,
}: {
  compact?: boolean;
  /** Wrap in an <li> for the tab list (and render nothing at all when hidden). */
  listItem?: boolean;
}) {
  const offered = useInstallOffer();
  const [location] = useLocation();
  if (!offered) return null;
  const active = location === INSTALL_PAGE_PATH;

  const link = (
    <Link
      href={INSTALL_PAGE_PATH}
      aria-current={active ? "page" : undefined}
      className={cn(
        "inline-flex items-center gap-2 rounded-lg text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
        compact ? "h-9 w-9 justify-center sm:w-auto sm:px-2.5" : "h-9 px-3.5",
        active ? "bg-brand-50 text-brand-800" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
      )}
    >
      <Smartphone aria-hidden="true" className={cn("size-4", compact && "size-5 sm:size-4")} />
      <span className={cn("whitespace-nowrap", compact && "sr-only sm:not-sr-only")}>Install App</span>
    </Link>
  );
  return listItem ? <li>{link}</li> : link;
}
