import { isValidElement, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

/**
 * The screen a route shows: the type of its element under the wrappers a route may add
 * (RequireNavigationState). Two routes with the same screen show one screen at two addresses.
 */
export function screenOf(route: RouteObject): unknown {
  let element: ReactNode = route.element;
  while (isValidElement<{ children?: ReactNode }>(element) && isValidElement(element.props.children)) element = element.props.children;
  return isValidElement(element) ? element.type : undefined;
}
