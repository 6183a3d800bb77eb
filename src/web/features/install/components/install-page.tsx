import { CircleCheck, Maximize, WifiOff, Zap } from "lucide-react";
import { useState } from "react";
import { PageContainer } from "../../../components/page-container.js";
import { currentPlatform, isAppInstalled } from "../../../lib/install-prompt.js";
import { useDocumentMeta } from "../../../lib/use-document-meta.js";
import { useFadeIn } from "../hooks/use-fade-in.js";
import { phoneInstructions } from "../lib/install-steps.js";
import { DesktopInstall } from "./desktop-install.js";
import { NativeInstallButton } from "./native-install-button.js";
import { PhoneSteps } from "./phone-steps.js";

const benefits = [
  { icon: Zap, text: "One tap from your home screen" },
  { icon: Maximize, text: "Full screen, no browser bars" },
  { icon: WifiOff, text: "Opens offline too" },
];

export function InstallPage() {
  useDocumentMeta("Install App", "Add Meals & Calories to your home screen and open it in one tap");
  // The user agent does not change while the page is open; read it once.
  const [platform] = useState(currentPlatform);
  const [installed] = useState(isAppInstalled);
  const pageRef = useFadeIn<HTMLDivElement>();

  return (
    <PageContainer className="max-w-3xl">
      <div ref={pageRef} className="grid gap-6 sm:gap-8">
        <header className="flex flex-col items-center gap-4 text-center">
          <img
            src="/pwa-192x192.png"
            alt=""
            width={72}
            height={72}
            className="size-16 rounded-2xl shadow-lg shadow-brand-900/15 sm:size-[4.5rem]"
          />
          <div className="grid gap-2">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              Install Meals &amp; Calories
            </h1>
            <p className="mx-auto max-w-md text-slate-600">
              Keep your meal log on your home screen and open it like any other app.
            </p>
          </div>
          <ul className="flex flex-wrap justify-center gap-2">
            {benefits.map(({ icon: Icon, text }) => (
              <li
                key={text}
                className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-medium text-slate-700 ring-1 ring-slate-200"
              >
                <Icon aria-hidden="true" className="size-3.5 text-brand-700" />
                {text}
              </li>
            ))}
          </ul>
        </header>

        {installed ? (
          <p
            role="status"
            className="flex items-center justify-center gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900 ring-1 ring-brand-100"
          >
            <CircleCheck aria-hidden="true" className="size-4 text-brand-700" />
            You're already using the installed app.
          </p>
        ) : null}

        {platform === "desktop" ? (
          <DesktopInstall />
        ) : (
          <div className="grid gap-5 rounded-2xl border border-slate-200/80 bg-white p-5 shadow-sm shadow-slate-900/[0.03] sm:p-7">
            <NativeInstallButton className="w-full" />
            <PhoneSteps instructions={phoneInstructions[platform]} />
          </div>
        )}
      </div>
    </PageContainer>
  );
}
