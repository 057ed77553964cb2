import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

export const TEMPORARY_NOTE = 'Esta pantalla estará disponible en una próxima versión de Cumplia.';

type TemporaryNoticeProps = {
  /** A heading inside the notice, for panels that are not the page's main title. */
  title?: string;
};

/** The box that stands in for a screen or a panel that a later version builds. */
export function TemporaryNotice({ title }: TemporaryNoticeProps) {
  return (
    <Paper withBorder p="xl" bg="var(--mantine-color-gray-0)">
      <Stack align="center" gap="sm" ta="center" py="lg">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconTools size={26} />
        </ThemeIcon>
        {title && (
          <Text fw={700} size="lg" component="h2" m={0}>
            {title}
          </Text>
        )}
        <Text c="dimmed">{TEMPORARY_NOTE}</Text>
      </Stack>
    </Paper>
  );
}
