import { isValidElement, lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { RequireNavigationState } from './require-navigation-state';

export type RouteArea = 'public' | 'gestoria' | 'empresa' | 'staff' | 'worker';

/** Read by the root layout (page title, chat button) and by the temporary-screens list test. */
export type ScreenHandle = {
  area: RouteArea;
  title: string;
  /** True while the route shows the "próxima versión" placeholder. */
  temporary: boolean;
};

const TemporaryScreen = lazy(() => import('./routes/temporary-screen'));

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
  screen?: LazyExoticComponent<ComponentType> | ReactElement;
  /** Navigation state the screen needs, and where to go without it. */
  requiredState?: { key: string; fallback: string };
  /** Home screens have no "Volver". */
  isHome?: boolean;
};

function screenElement(screen: ScreenRouteConfig['screen']): ReactElement | undefined {
  if (screen === undefined || isValidElement(screen)) return screen;
  const Screen = screen;
  return <Screen />;
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
}: ScreenRouteConfig): RouteObject {
  let element = screenElement(screen) ?? <TemporaryScreen title={title} withBackButton={!isHome} />;
  if (requiredState) {
    element = (
      <RequireNavigationState stateKey={requiredState.key} fallback={requiredState.fallback}>
        {element}
      </RequireNavigationState>
    );
  }
  const handle: ScreenHandle = { area, title, temporary: screen === undefined };
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
