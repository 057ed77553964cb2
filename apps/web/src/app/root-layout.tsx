import { Container } from '@mantine/core';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useMatches } from 'react-router';
import { RouteLoading } from '../components/feedback/route-loading';
import { AppFooter } from '../components/layout/app-footer';
import { AppHeader } from '../components/layout/app-header';
import { ChatContactLink } from '../components/layout/chat-contact-link';
import { CookieBanner } from '../components/layout/cookie-banner';
import { FloatingDock } from '../components/layout/floating-dock';
import { PublicNav, PublicNavLinks } from '../components/layout/public-nav';
import { ScrollToTop } from '../components/layout/scroll-to-top';
import { SignedInShell } from '../components/layout/signed-in-shell';
import { useProveedorQuery } from '../features/proveedor/api/get-proveedor';
import { SessionMenu } from '../features/session/components/session-menu';
import { getTokenRoles } from '../lib/auth-storage';
import { homePathForRoles } from '../lib/home-paths';
import { useSessionToken } from '../lib/use-session-token';
import { areaNavigation } from './area-navigation';
import classes from './root-layout.module.css';
import type { ScreenHandle } from './screen-route';

function useCurrentScreen(): ScreenHandle | undefined {
  const matches = useMatches();
  return matches.map((match) => match.handle as ScreenHandle | undefined).findLast(Boolean);
}

const screenOutlet = (
  <Suspense fallback={<RouteLoading />}>
    <Outlet />
  </Suspense>
);

/** The public pages' frame: the visitor's header (or the session menu), the footer and the chat button. */
function PublicFrame({ token }: { token: string | null }) {
  // The footer is a shared component and never imports a feature: the provider comes in as a prop.
  const { data: proveedor } = useProveedorQuery();
  return (
    <div className={classes.shell}>
      <AppHeader logoTo={(token && homePathForRoles(getTokenRoles(token))) || '/'} nav={token ? undefined : <PublicNavLinks />}>{token ? <SessionMenu /> : <PublicNav />}</AppHeader>
      <main className={classes.main}>
        <Container size="xl">{screenOutlet}</Container>
      </main>
      <AppFooter provider={proveedor} />
      <Dock>
        <ChatContactLink />
      </Dock>
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
        <PublicFrame token={token} />
      </>
    );
  }
  const navigation = areaNavigation(area, getTokenRoles(token));
  return (
    <>
      <ScrollToTop />
      <SignedInShell home={navigation.home} menu={navigation.menu} headerEnd={<SessionMenu bellTo={navigation.bellTo} />}>
        <Container size="xl" px={0}>
          {screenOutlet}
        </Container>
      </SignedInShell>
      <Dock />
    </>
  );
}
