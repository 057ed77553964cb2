import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import temporaryScreensDoc from '../../../../docs/temporary-screens.md?raw';
import { routes } from './route-table';
import type { ScreenHandle } from './screen-route';

function screenRoutes(routeObjects: RouteObject[]): { path: string; handle: ScreenHandle }[] {
  return routeObjects.flatMap((route) => {
    const own = route.handle ? [{ path: route.index ? '/' : (route.path ?? ''), handle: route.handle as ScreenHandle }] : [];
    return [...own, ...screenRoutes(route.children ?? [])];
  });
}

function documentedPaths(): string[] {
  return [...temporaryScreensDoc.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1] ?? '');
}

describe('docs/temporary-screens.md', () => {
  it('lists exactly the routes that still show the placeholder', () => {
    const temporary = screenRoutes(routes)
      .filter(({ handle }) => handle.temporary)
      .map(({ path }) => path);

    expect([...documentedPaths()].sort()).toEqual([...temporary].sort());
  });
});
