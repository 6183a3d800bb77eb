import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { ScreenLoader } from "../components/screen-loader.js";
import { SIGN_IN_PAGE_PATH } from "../lib/navigation.js";
import { NotFoundPage } from "../features/not-found/index.js";
import {
  CalorieGuessPage,
  InstallPage,
  MealDetailPage,
  MealEditPage,
  PrivacyPage,
  SignInPage,
  TermsPage,
} from "./lazy-screens.js";
import { MainTabs } from "./shell/main-tabs.js";

/**
 * The main tabs are always rendered (each mounted once opened and then kept); other routes render only
 * while they match. `activeTabPath` is null on a non-tab route, which hides every tab.
 */
export function AppRoutes({ activeTabPath }: { activeTabPath: string | null }) {
  return (
    <>
      <MainTabs activePath={activeTabPath} />
      {activeTabPath === null ? (
        <Suspense fallback={<ScreenLoader />}>
          <Switch>
            <Route path="/privacy" component={PrivacyPage} />
            <Route path="/terms" component={TermsPage} />
            <Route path={SIGN_IN_PAGE_PATH} component={SignInPage} />
            <Route path="/install-app" component={InstallPage} />
            <Route path="/calorie-guess/:id" component={CalorieGuessPage} />
            <Route path="/meals/:id/edit" component={MealEditPage} />
            <Route path="/meals/:id" component={MealDetailPage} />
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      ) : null}
    </>
  );
}
