import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type FormSectionProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

/** A titled card inside a long form: "Datos de la empresa", "Pago"… Its title is an h2 under the page's h1. */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
