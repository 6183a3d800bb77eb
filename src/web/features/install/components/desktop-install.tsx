import { Laptop, Smartphone } from "lucide-react";
import { useState } from "react";
import { installPageUrl } from "../../../lib/install-prompt.js";
import { useNativeInstallAvailable } from "../../../lib/install-offer-store.js";
import { NativeInstallButton } from "./native-install-button.js";
import { QrCodeDialog } from "./qr-code-dialog.js";

/** Desktop: carry the install page to a phone by QR code, or install here when the browser allows it. */
export function DesktopInstall() {
  const [qrOpen, setQrOpen] = useState(false);
  const nativeAvailable = useNativeInstallAvailable();
  const address = installPageUrl(window.location.origin);

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section
        aria-labelledby="install-phone-heading"
        className="flex flex-col gap-4 rounded-2xl border border-slate-200/80 bg-white p-6 shadow-sm shadow-slate-900/[0.03]"
      >
        <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 ring-1 ring-brand-100">
          <Smartphone aria-hidden="true" className="size-5 text-brand-700" />
        </span>
        <div className="grid gap-1.5">
          <h2 id="install-phone-heading" className="text-lg font-semibold text-slate-900">
            Get it on your phone
          </h2>
          <p className="text-sm leading-relaxed text-slate-600">
            Scan a code with your phone's camera to open this page there, then add Meals &amp; Calories to your home
            screen in three taps.
          </p>
        </div>
        <div className="mt-auto pt-2">
          <QrCodeDialog open={qrOpen} onOpenChange={setQrOpen} address={address} />
        </div>
      </section>

      <section
        aria-labelledby="install-computer-heading"
        className="flex flex-col gap-4 rounded-2xl border border-slate-200/80 bg-white p-6 shadow-sm shadow-slate-900/[0.03]"
      >
        <span className="flex size-11 items-center justify-center rounded-xl bg-slate-100 ring-1 ring-slate-200">
          <Laptop aria-hidden="true" className="size-5 text-slate-700" />
        </span>
        <div className="grid gap-1.5">
          <h2 id="install-computer-heading" className="text-lg font-semibold text-slate-900">
            Or on this computer
          </h2>
          <p className="text-sm leading-relaxed text-slate-600">
            {nativeAvailable
              ? "Your browser can install the app in its own window, with an icon in your dock or start menu."
              : "In Chrome or Edge, click the install icon at the right end of the address bar, or choose “Install Meals & Calories” from the browser menu."}
          </p>
        </div>
        <div className="mt-auto pt-2">
          <NativeInstallButton className="w-full sm:w-auto" />
        </div>
      </section>
    </div>
  );
}
