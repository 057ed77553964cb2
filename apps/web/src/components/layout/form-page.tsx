import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackButton } from './back-button';

type FormPageProps = {
  title: string;
  description?: ReactNode;
  /** Widest the card gets; forms of a few fields read best narrow. */
  maw?: number;
  children: ReactNode;
  /** Under the card, e.g. a link to another page. */
  footer?: ReactNode;
};

/** A single-form public page: "Volver", then a card with the page's only h1 and the form. */
export function FormPage({ title, description, maw = 480, children, footer }: FormPageProps) {
  return (
    <Stack maw={maw} mx="auto" gap="md">
      <div>
        <BackButton />
      </div>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {description && <Text c="dimmed">{description}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer}
    </Stack>
  );
}
