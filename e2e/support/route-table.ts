/**
 * The web app's route table, read by the journeys from the source itself (apps/web's
 * `app/route-table.tsx`), so that a screen added there is visited without anyone listing it here.
 * The module is imported at run time (vitest transforms the TSX with apps/web's own tsconfig); the
 * specifier is a variable so that the journeys' type check does not compile the web app.
 */
import { resolve } from 'node:path';

export type RouteArea = 'public' | 'gestoria' | 'empresa' | 'staff' | 'worker';

interface RouteNode {
  path?: string;
  index?: boolean;
  handle?: { area: RouteArea; title: string };
  children?: RouteNode[];
}

export interface ScreenPath {
  /** The path as the table writes it: "/firma/:token", "*". */
  path: string;
  area: RouteArea;
  title: string;
}

const ROUTE_TABLE = resolve(import.meta.dirname, '../../apps/web/src/app/route-table.tsx');

function join(parent: string, own: string): string {
  if (own.startsWith('/')) return own;
  return `${parent.replace(/\/$/, '')}/${own}`;
}

function screens(nodes: RouteNode[], parent: string): ScreenPath[] {
  return nodes.flatMap((node) => {
    const path = node.index ? parent : join(parent, node.path ?? '');
    const own = node.handle ? [{ path: node.path === '*' ? '*' : path, area: node.handle.area, title: node.handle.title }] : [];
    return [...own, ...screens(node.children ?? [], path)];
  });
}

/** Every screen of the route table: its path, its area (who may open it) and its title. */
export async function screenPaths(): Promise<ScreenPath[]> {
  const { routes } = (await import(/* @vite-ignore */ ROUTE_TABLE)) as { routes: RouteNode[] };
  return screens(routes, '/');
}
