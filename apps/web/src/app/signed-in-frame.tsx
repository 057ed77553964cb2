import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { DatesSettings } from '../components/dates-settings';
import { SignedInShell } from '../components/layout/signed-in-shell';
import { SessionMenu } from '../features/session/components/session-menu';
import { areaNavigation } from './area-navigation';
import type { RouteArea } from './screen-route';

type SignedInFrameProps = {
  area: Exclude<RouteArea, 'public'>;
  roles: readonly string[];
  children: ReactNode;
};

/**
 * The signed-in screens' frame: the role's application shell (menu, bell, user menu) around the
 * screen, with the date pickers' settings. Loaded on its own (root-layout.tsx) so that a visitor of
 * the public pages downloads none of it (docs/decisions/0055).
 */
export default function SignedInFrame({ area, roles, children }: SignedInFrameProps) {
  const navigation = areaNavigation(area, roles);
  return (
    <DatesSettings>
      <SignedInShell home={navigation.home} menu={navigation.menu} headerEnd={<SessionMenu bell={navigation.bell} />}>
        <Container size="xl" px={0}>
          {children}
        </Container>
      </SignedInShell>
    </DatesSettings>
  );
}
