import { ChartLine, CircleUserRound, NotebookPen, UtensilsCrossed, type LucideIcon } from "lucide-react";

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

export const topBarTabs: NavItem[] = [
  { href: "/log", label: "Log", icon: NotebookPen },
  { href: "/meals", label: "Meals", icon: UtensilsCrossed },
  { href: "/trends", label: "Trends", icon: ChartLine },
];

export const profileNavItem: NavItem = {
  href: "/profile",
  label: "Profile",
  icon: CircleUserRound,
};

export const bottomBarTabs: NavItem[] = [...topBarTabs, profileNavItem];

/** /meals/123 keeps the Meals tab highlighted. */
export function isActivePath(location: string, href: string): boolean {
  return location === href || location.startsWith(`${href}/`);
}
