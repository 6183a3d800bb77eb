import { Laptop, Smartphone, type LucideIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { cn } from "../../../lib/cn.js";
import { installPageUrl } from "../../../lib/install-prompt.js";
import { useNativeInstallAvailable } from "../../../lib/install-offer-store.js";
import { useInstallAddress } from "../api/get-install-address.js";
import { NativeInstallButton } from "./native-install-button.js";
import { QrCodeDialog } from "./qr-code-dialog.js";

/** Desktop: carry the install page to a phone by QR code, or install here when the browser allows it. */
export function DesktopInstall() {
  const [qrOpen, setQrOpen] = useState(false);
  const nativeAvailable = useNativeInstallAvailable();
  const server = useInstallAddress(true);
  // Until the server answers (or offline), this browser's own address is the best guess.
  const address = server.data?.address ?? installPageUrl(window.location.origin);
  const reachable = server.data?.reachable_from_phone ?? true;

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <InstallOption
        id="install-phone-heading"
        icon={Smartphone}
        iconClassName="bg-brand-50 ring-brand-100 text-brand-700"
        title="Get it on your phone"
        action={<QrCodeDialog open={qrOpen} onOpenChange={setQrOpen} address={address} reachable={reachable} />}
      >
        Scan a code with your phone's camera to open this page there, then add Meals &amp; Calories to your home screen
        in three taps.
      </InstallOption>
      <InstallOption
        id="install-computer-heading"
        icon={Laptop}
        iconClassName="bg-slate-100 ring-slate-200 text-slate-700"
        title="Or on this computer"
        action={<NativeInstallButton className="w-full sm:w-auto" />}
      >
        {nativeAvailable
          ? "Your browser can install the app in its own window, with an icon in your dock or start menu."
          : "In Chrome or Edge, click the install icon at the right end of the address bar, or choose “Install Meals & Calories” from the browser menu."}
      </InstallOption>
    </div>
  );
}

interface InstallOptionProps {
  id: string;
  icon: LucideIcon;
  /** Background, ring and icon colours of the badge. */
  iconClassName: string;
  title: string;
  action: ReactNode;
  children: ReactNode;
}

function InstallOption({ id, icon: Icon, iconClassName, title, action, children }: InstallOptionProps) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200/80 bg-white p-6 shadow-sm shadow-slate-900/[0.03]"
    >
      <span className={cn("flex size-11 items-center justify-center rounded-xl ring-1", iconClassName)}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="grid gap-1.5">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-sm leading-relaxed text-slate-600">{children}</p>
      </div>
      <div className="mt-auto pt-2">{action}</div>
    </section>
  );
}
