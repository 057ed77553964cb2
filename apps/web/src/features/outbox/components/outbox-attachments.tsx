import { List, Text, ThemeIcon } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useId } from 'react';

/** The files sent with an e-mail (the protocols), by name: they are made when it is delivered. */
export function OutboxAttachments({ names }: { names: readonly string[] }) {
  const titleId = useId();
  if (names.length === 0) return null;
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" id={titleId}>
        Adjuntos ({names.length})
      </Text>
      <List
        size="sm"
        spacing={4}
        mt={4}
        aria-labelledby={titleId}
        icon={
          <ThemeIcon size={18} radius="xl" variant="light" color="gray">
            <IconPaperclip size={12} aria-hidden />
          </ThemeIcon>
        }
      >
        {names.map((name) => (
          <List.Item key={name}>{name}</List.Item>
        ))}
      </List>
    </div>
  );
}
