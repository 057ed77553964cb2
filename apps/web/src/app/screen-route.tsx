import { isValidElement, type ReactElement } from 'react';
import { matchRoutes, type LoaderFunction, type RouteObject } from 'react-router';
import { lazyScreen, type LazyScreen } from './lazy-screen';
import { RequireNavigationState } from './require-navigation-state';

export type RouteArea = 'public' | 'gestoria' | 'empresa' | 'staff' | 'worker';

/** Read by the root layout (page title, chat button) and by the temporary-screens list test. */
export type ScreenHandle = {
  area: RouteArea;
  title: string;
  /** True while the route shows the "próxima versión" placeholder. */
  temporary: boolean;
  /** Loads the route's screen (or the placeholder) ahead of its first draw. */
  preload?: () => Promise<void>;
  /** A public screen whose one task the floating chat button would only cover or distract from. */
  withoutChat?: boolean;
};

const TemporaryScreen = lazyScreen(() => import('./routes/temporary-screen'));

type ScreenRouteConfig = {
  /** Absolute path; "/" becomes the index route. */
  path: string;
  /** The screen's Spanish title, used by the placeholder and the browser tab. */
  title: string;
  area: RouteArea;
  /** The guard; public routes have none. */
  loader?: LoaderFunction;
  /**
   * The built screen: its component, or its element when the route gives it props (a staff screen
   * gets the staff area it serves); without one the route shows the placeholder with `title`.
   */
  screen?: LazyScreen | ReactElement;
  /** Navigation state the screen needs, and where to go without it. */
  requiredState?: { key: string; fallback: string };
  /** Home screens have no "Volver". */
  isHome?: boolean;
  /** No floating chat button over this public screen (the signing page: its acceptance box sits low on a phone). */
  withoutChat?: boolean;
};

function screenElement(screen: ScreenRouteConfig['screen']): ReactElement | undefined {
  if (screen === undefined || isValidElement(screen)) return screen;
  const Screen = screen;
  return <Screen />;
}

/** What loads the route's screen ahead: the placeholder's without one; a screen given as an element is drawn as it is. */
function screenPreload(screen: ScreenRouteConfig['screen']): (() => Promise<void>) | undefined {
  if (screen === undefined) return TemporaryScreen.preload;
  return isValidElement(screen) ? undefined : screen.preload;
}

/** One route object per screen, so later work swaps a placeholder for a screen in one line. */
function screenRoute({
  path,
  title,
  area,
  loader,
  screen,
  requiredState,
  isHome = false,
  withoutChat = false,
}: ScreenRouteConfig): RouteObject {
  let element = screenElement(screen) ?? <TemporaryScreen title={title} withBackButton={!isHome} />;
  if (requiredState) {
    element = (
      <RequireNavigationState stateKey={requiredState.key} fallback={requiredState.fallback}>
        {element}
      </RequireNavigationState>
    );
  }
  const handle: ScreenHandle = { area, title, temporary: screen === undefined, preload: screenPreload(screen), ...(withoutChat ? { withoutChat } : {}) };
  return path === '/' ? { index: true, element, loader, handle } : { path, element, loader, handle };
}

type AreaRouteOptions = Omit<ScreenRouteConfig, 'path' | 'title' | 'area'>;

/**
 * The route builder of one area of the route table: each route gets the area and, unless it names
 * its own, the area's guard; a line per screen says only what is particular to it.
 */
export function areaRoutes(area: RouteArea, loader?: LoaderFunction) {
  return (path: string, title: string, options: AreaRouteOptions = {}): RouteObject =>
    screenRoute({ path, title, area, loader, ...options });
}

/**
 * Loads the screens of the routes `pathname` matches, so that the app's first draw shows the screen
 * itself rather than its loading state (main.tsx; decision 0072). Settles either way: a screen that
 * fails to load is tried again when drawn, and its route's error screen says so.
 */
export async function preloadScreensAt(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.allSettled(matches.map(({ route }) => (route.handle as ScreenHandle | undefined)?.preload?.()));
}
