import { Container } from '@mantine/core';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useMatches } from 'react-router';
import { RouteLoading } from '../components/feedback/route-loading';
import { AppHeader } from '../components/layout/app-header';
import { ChatContactLink } from '../components/layout/chat-contact-link';
import { CookieBanner } from '../components/layout/cookie-banner';
import { FloatingDock } from '../components/layout/floating-dock';
import { PublicNav, PublicNavLinks } from '../components/layout/public-nav';
import { ScrollToTop } from '../components/layout/scroll-to-top';
import { WhenNearView } from '../components/layout/when-near-view';
import { getTokenRoles } from '../lib/auth-storage';
import { homePathForRoles } from '../lib/home-paths';
import { useSessionToken } from '../lib/use-session-token';
import classes from './root-layout.module.css';
import type { ScreenHandle } from './screen-route';

// What only a signed-in person sees loads apart, so that the public pages download none of it
// (docs/decisions/0055): the application shell with its menus, and the session menu.
const SignedInFrame = lazy(() => import('./signed-in-frame'));
const PublicFooter = lazy(() => import('./public-footer'));
const SessionMenu = lazy(() => import('../features/session/components/session-menu').then((module) => ({ default: module.SessionMenu })));

function useCurrentScreen(): ScreenHandle | undefined {
  const matches = useMatches();
  return matches.map((match) => match.handle as ScreenHandle | undefined).findLast(Boolean);
}

const routeLoading = <RouteLoading />;
const screenOutlet = (
  <Suspense fallback={routeLoading}>
    <Outlet />
  </Suspense>
);

/** Roughly the footer's height, kept for it until it arrives. */
const FOOTER_ROOM = 320;

/** The public pages' frame: the visitor's header (or the session menu), the footer and the chat button. */
function PublicFrame({ token, withChat }: { token: string | null; withChat: boolean }) {
  return (
    <div className={classes.shell}>
      <AppHeader logoTo={(token && homePathForRoles(getTokenRoles(token))) || '/'} nav={token ? undefined : <PublicNavLinks />}>
        {token ? (
          <Suspense fallback={null}>
            <SessionMenu />
          </Suspense>
        ) : (
          <PublicNav />
        )}
      </AppHeader>
      {/* The footer waits for the screen, so that it starts below it and loads only when the visitor nears it. */}
      <Suspense fallback={<main className={classes.main}>{routeLoading}</main>}>
        <main className={classes.main}>
          <Container size="xl">
            <Outlet />
          </Container>
        </main>
        <WhenNearView minHeight={FOOTER_ROOM}>
          <Suspense fallback={<div style={{ minHeight: FOOTER_ROOM }} />}>
            <PublicFooter />
          </Suspense>
        </WhenNearView>
      </Suspense>
      <Dock>{withChat && <ChatContactLink />}</Dock>
    </div>
  );
}

function Dock({ children }: { children?: ReactNode }) {
  return (
    <FloatingDock>
      {children}
      <CookieBanner />
    </FloatingDock>
  );
}

/**
 * Around every screen: public pages get the marketing header, footer and chat button; signed-in
 * screens the role's application shell (menu, bell, user menu) and no footer (issue 23).
 */
export function RootLayout() {
  const screen = useCurrentScreen();
  const token = useSessionToken();

  useEffect(() => {
    document.title = screen && screen.title !== 'Inicio' ? `${screen.title} · Cumplia` : 'Cumplia';
  }, [screen]);

  const area = screen?.area ?? 'public';
  // A signed-in area without a token happens only for the moment before its guard sends to /acceso.
  if (area === 'public' || token === null) {
    return (
      <>
        <ScrollToTop />
        <PublicFrame token={token} withChat={!screen?.withoutChat} />
      </>
    );
  }
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<RouteLoading />}>
        <SignedInFrame area={area} roles={getTokenRoles(token)}>
          {screenOutlet}
        </SignedInFrame>
      </Suspense>
      <Dock />
    </>
  );
}
