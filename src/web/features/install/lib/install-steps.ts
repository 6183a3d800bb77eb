import { CircleCheck, EllipsisVertical, Share, SquarePlus, type LucideIcon } from "lucide-react";
import type { InstallPlatform } from "../../../lib/install-prompt.js";

export interface InstallStep {
  icon: LucideIcon;
  text: string;
}

export interface PhoneInstructions {
  heading: string;
  steps: InstallStep[];
  note: string;
}

/** The spec's three steps and note for each phone platform. */
export const phoneInstructions: Record<Exclude<InstallPlatform, "desktop">, PhoneInstructions> = {
  ios: {
    heading: "Install on iPhone or iPad",
    steps: [
      { icon: Share, text: "Tap the Share button in Safari's toolbar." },
      {
        icon: SquarePlus,
        text: "Scroll down and find “Add to Home Screen”.",
      },
      { icon: CircleCheck, text: "Tap “Add” in the top-right corner." },
    ],
    note: "This works only in Safari. Using another browser? Open this page in Safari first.",
  },
  android: {
    heading: "Install on Android",
    steps: [
      {
        icon: EllipsisVertical,
        text: "Open your browser's menu (⋮ in the corner).",
      },
      {
        icon: SquarePlus,
        text: "Choose “Add to Home screen” or “Install app”.",
      },
      { icon: CircleCheck, text: "Confirm to add Meals & Calories." },
    ],
    note: "The steps vary by browser; look for “Install” or “Add to Home screen” in its menu.",
  },
};
