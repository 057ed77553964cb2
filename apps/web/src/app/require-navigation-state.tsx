import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

type RequireNavigationStateProps = {
  /** The key the previous screen puts in navigation state, e.g. gestoriaId. */
  stateKey: string;
  /** Where to go when the screen is opened without it (a bookmark, a reload in another tab). */
  fallback: string;
  children: ReactNode;
};

/** Navigation state is invisible to route loaders, so this check is a component. */
export function RequireNavigationState({ stateKey, fallback, children }: RequireNavigationStateProps) {
  const { state } = useLocation();
  const value = (state as Record<string, unknown> | null)?.[stateKey];
  if (value === undefined || value === null || value === '') return <Navigate to={fallback} replace />;
  return children;
}
