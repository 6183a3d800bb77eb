import { Smartphone, X } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../../components/ui/button.js";
import { dismissInstallOffer, useInstallOffer } from "../../../lib/install-offer-store.js";
import { INSTALL_PAGE_PATH } from "../../../lib/install-prompt.js";

/** Hidden when the app already runs installed or the user closed it once (remembered). */
export function InstallBanner() {
  const offered = useInstallOffer();
  if (!offered) return null;

  return (
    <aside
      aria-label="Install our app"
      className="relative mb-6 flex items-center gap-3 rounded-2xl border border-slate-200/80 bg-white p-3 pr-11 shadow-sm shadow-slate-900/[0.03] sm:p-4 sm:pr-12"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 ring-1 ring-brand-100">
        <Smartphone aria-hidden="true" className="size-5 text-brand-700" />
      </span>
      <p className="min-w-0 flex-1 text-sm leading-snug">
        <span className="font-semibold text-slate-900">Install our app</span>
        <span className="text-slate-600">
          <span aria-hidden="true" className="hidden sm:inline">
            {" "}
            -{" "}
          </span>
          <span className="block sm:inline">Get a better experience with our mobile app</span>
        </span>
      </p>
      <Button asChild variant="subtle" size="sm">
        <Link href={INSTALL_PAGE_PATH}>Install</Link>
      </Button>
      <button
        type="button"
        onClick={dismissInstallOffer}
        aria-label="Close install banner"
        className="absolute right-2 top-1/2 -translate-y-1/2 rounded-md p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
