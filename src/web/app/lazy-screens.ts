import { lazy } from "react";

/*
 * Screens other than the landing page load on first use, so a visitor's first page carries only the landing
 * page's code (and Trends' chart library, the estimate page, the meal screens, the sign-in form and zod stay
 * out of it).
 */
export const DashboardPage = lazy(() => import("../features/log/index.js").then((m) => ({ default: m.DashboardPage })));
export const MealsPage = lazy(() => import("../features/meals/index.js").then((m) => ({ default: m.MealsPage })));
export const MealDetailPage = lazy(() =>
  import("../features/meals/index.js").then((m) => ({ default: m.MealDetailPage })),
);
export const MealEditPage = lazy(() => import("../features/meals/index.js").then((m) => ({ default: m.MealEditPage })));
export const TrendsPage = lazy(() => import("../features/trends/index.js").then((m) => ({ default: m.TrendsPage })));
export const ProfilePage = lazy(() => import("../features/profile/index.js").then((m) => ({ default: m.ProfilePage })));
export const InstallPage = lazy(() => import("../features/install/index.js").then((m) => ({ default: m.InstallPage })));
export const CalorieGuessPage = lazy(() =>
  import("../features/estimates/index.js").then((m) => ({ default: m.CalorieGuessPage })),
);
export const PrivacyPage = lazy(() => import("../features/legal/index.js").then((m) => ({ default: m.PrivacyPage })));
export const TermsPage = lazy(() => import("../features/legal/index.js").then((m) => ({ default: m.TermsPage })));
// Split off inside the auth feature, whose index.ts the shell already loads for the auth state.
export { SignInPage } from "../features/auth/index.js";
