import { Box, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackButton } from '../../../components/layout/back-button';
import { PageHeader } from '../../../components/layout/page-header';

/** The collaborator's home: where "Volver" goes when a screen was opened without history. */
export const GESTORIA_HOME = '/iniciogestora';

type GestoriaPageProps = {
  title: string;
  description?: ReactNode;
  /** Right of the title, e.g. a link to a related list. */
  actions?: ReactNode;
  /** Replaces "Volver" one step back in history, for screens whose spec names where it goes. */
  back?: ReactNode;
  /** Widest the content gets; forms read best narrower than the page. */
  maw?: number;
  children: ReactNode;
};

/** A screen of the collaborator's area: "Volver", the page's only h1, and the content. */
export function GestoriaPage({ title, description, actions, back, maw, children }: GestoriaPageProps) {
  return (
    <Box maw={maw} mx={maw ? 'auto' : undefined}>
      <PageHeader
        eyebrow="Área de colaborador"
        title={title}
        description={description}
        actions={actions}
        back={back ?? <BackButton fallback={GESTORIA_HOME} />}
      />
      <Stack gap="lg">{children}</Stack>
    </Box>
  );
}
