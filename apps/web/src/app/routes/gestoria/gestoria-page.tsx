import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackButton } from '../../../components/layout/back-button';

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
    <Stack gap="lg" maw={maw} mx={maw ? 'auto' : undefined}>
      <Stack gap="xs">
        <div>{back ?? <BackButton fallback={GESTORIA_HOME} />}</div>
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Text size="sm" fw={600} c="cumplia.7" tt="uppercase">
              Área de colaborador
            </Text>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {title}
            </Title>
            {description && (
              <Text c="dimmed" maw={760}>
                {description}
              </Text>
            )}
          </Stack>
          {actions}
        </Group>
      </Stack>
      {children}
    </Stack>
  );
}
