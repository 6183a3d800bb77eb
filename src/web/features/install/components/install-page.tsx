import {
  Monitor,
  Smartphone,
  TabletSmartphone,
  type LucideIcon,
} from "lucide-react";
import { PageContainer } from "../../../components/page-container.js";
import { PageHeader } from "../../../components/page-header.js";
import { Card } from "../../../components/ui/card.js";
import { useDocumentMeta } from "../../../lib/use-document-meta.js";

interface Platform {
  icon: LucideIcon;
  name: string;
  steps: string[];
  note: string;
}

const platforms: Platform[] = [
  {
    icon: Smartphone,
    name: "iPhone and iPad",
    steps: [
      "Tap the Share button in Safari's toolbar.",
      "Scroll and choose “Add to Home Screen”.",
      "Tap “Add”.",
    ],
    note: "Installing works from Safari.",
  },
  {
    icon: TabletSmartphone,
    name: "Android",
    steps: [
      "Open your browser's menu (⋮).",
      "Choose “Add to Home screen” or “Install app”.",
      "Confirm to add the icon.",
    ],
    note: "The exact wording varies by browser.",
  },
  {
    icon: Monitor,
    name: "Desktop",
    steps: [
      "Open this site in Chrome, Edge or another browser that supports installing web apps.",
      "Click the install icon in the address bar, or open the browser menu.",
      "Choose “Install Meals & Calories”.",
    ],
    note: "You can also just bookmark the page.",
  },
];

export function InstallPage() {
  useDocumentMeta("Install App", "Add Meals & Calories to your home screen");
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader
        title="Install Meals & Calories"
        description="Add the app to your home screen to open it in one tap, full screen, like any other app."
      />
      <ul className="grid gap-4 md:grid-cols-3">
        {platforms.map(({ icon: Icon, name, steps, note }) => (
          <li key={name}>
            <Card className="h-full p-5 sm:p-6">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 ring-1 ring-brand-100">
                  <Icon aria-hidden="true" className="size-5 text-brand-700" />
                </span>
                <h2 className="text-base font-semibold text-slate-900">
                  {name}
                </h2>
              </div>
              <ol className="mt-4 grid gap-3">
                {steps.map((step, index) => (
                  <li
                    key={step}
                    className="flex gap-3 text-sm leading-relaxed text-slate-700"
                  >
                    <span
                      aria-hidden="true"
                      className="flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-bold text-slate-700"
                    >
                      {index + 1}
                    </span>
                    {step}
                  </li>
                ))}
              </ol>
              <p className="mt-4 text-xs text-slate-500">{note}</p>
            </Card>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
