import { Suspense, useState, type ComponentType } from "react";
import { ScreenLoader } from "../../components/screen-loader.js";
import { LandingPage } from "../../features/landing/index.js";
import { TabVisibilityContext } from "../../lib/tab-visibility.js";
import { DashboardPage, MealsPage, ProfilePage, TrendsPage } from "../lazy-screens.js";

export interface MainTab {
  path: string;
  scrollKey: string;
  Screen: ComponentType;
}

export const mainTabs: MainTab[] = [
  { path: "/", scrollKey: "landing-scroll", Screen: LandingPage },
  { path: "/log", scrollKey: "log-scroll", Screen: DashboardPage },
  { path: "/meals", scrollKey: "meals-scroll", Screen: MealsPage },
  { path: "/trends", scrollKey: "trends-scroll", Screen: TrendsPage },
  { path: "/profile", scrollKey: "profile-scroll", Screen: ProfilePage },
];

export function findMainTab(path: string): MainTab | undefined {
  return mainTabs.find((tab) => tab.path === path);
}

/**
 * The five main tabs stay mounted once opened (drafts, scroll and fetched data survive switching);
 * only the active one is visible. A tab mounts the first time it is opened, not before.
 */
export function MainTabs({ activePath }: { activePath: string | null }) {
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(activePath ? [activePath] : []));
  if (activePath && !opened.has(activePath)) setOpened(new Set([...opened, activePath]));

  return (
    <>
      {mainTabs
        .filter((tab) => opened.has(tab.path))
        .map(({ path, Screen }) => {
          const visible = path === activePath;
          return (
            <div key={path} hidden={!visible} data-tab={path}>
              <TabVisibilityContext.Provider value={visible}>
                <Suspense fallback={<ScreenLoader />}>
                  <Screen />
                </Suspense>
              </TabVisibilityContext.Provider>
            </div>
          );
        })}
    </>
  );
}
