import { Container } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { RouteLoading } from '../components/feedback/route-loading';
import { AppFooter } from '../components/layout/app-footer';
import { AppHeader } from '../components/layout/app-header';
import { ChatContactLink } from '../components/layout/chat-contact-link';
import { CookieBanner } from '../components/layout/cookie-banner';
import { FloatingDock } from '../components/layout/floating-dock';
import { PublicNav } from '../components/layout/public-nav';
import { ScrollToTop } from '../components/layout/scroll-to-top';
import { useProveedorQuery } from '../features/proveedor/api/get-proveedor';
import { SessionMenu } from '../features/session/components/session-menu';
import { getAuthToken, getTokenRoles } from '../lib/auth-storage';
import { homePathForRoles } from '../lib/home-paths';
import classes from './root-layout.module.css';
import type { ScreenHandle } from './screen-route';

function useCurrentScreen(): ScreenHandle | undefined {
  const matches = useMatches();
  return matches.map((match) => match.handle as ScreenHandle | undefined).findLast(Boolean);
}

/** Header, footer, cookie banner and, on public pages, the chat button around every screen. */
export function RootLayout() {
  const screen = useCurrentScreen();
  const token = getAuthToken();
  const isPublic = screen?.area === 'public' || screen === undefined;
  // The footer is a shared component and never imports a feature: the provider comes in as a prop.
  const { data: proveedor } = useProveedorQuery();

  useEffect(() => {
    document.title = screen && screen.title !== 'Inicio' ? `${screen.title} · Cumplia` : 'Cumplia';
  }, [screen]);

  return (
    <div className={classes.shell}>
      <ScrollToTop />
      <AppHeader logoTo={(token && homePathForRoles(getTokenRoles(token))) || '/'}>
        {token ? <SessionMenu /> : <PublicNav />}
      </AppHeader>
      <main className={classes.main}>
        <Container size="xl">
          <Suspense fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
        </Container>
      </main>
      <AppFooter provider={proveedor} />
      <FloatingDock>
        {isPublic && <ChatContactLink />}
        <CookieBanner />
      </FloatingDock>
    </div>
  );
}
