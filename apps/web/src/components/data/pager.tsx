import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

type PagerProps = {
  /** Zero-based, as the API counts. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  disabled?: boolean;
};

/** The buttons never shrink (on a phone they read "Anteri"/"Siguien"); the page count wraps instead. */
const KEEP_WHOLE = { flexShrink: 0 } as const;

/** "Anterior" / "Página X de Y" / "Siguiente", the pager every list of the spec uses. */
export function Pager({ page, totalPages, onChange, disabled = false }: PagerProps) {
  const pageCount = Math.max(totalPages, 1);
  const isFirst = page <= 0;
  const isLast = page >= pageCount - 1;
  return (
    <Group justify="space-between" gap="xs" mt="md" wrap="nowrap">
      <Button
        variant="default"
        style={KEEP_WHOLE}
        leftSection={<IconChevronLeft size={16} />}
        disabled={disabled || isFirst}
        onClick={() => onChange(page - 1)}
      >
        Anterior
      </Button>
      <Text size="sm" c="dimmed" ta="center" aria-live="polite">
        Página {Math.min(page + 1, pageCount)} de {pageCount}
      </Text>
      <Button
        variant="default"
        style={KEEP_WHOLE}
        rightSection={<IconChevronRight size={16} />}
        disabled={disabled || isLast}
        onClick={() => onChange(page + 1)}
      >
        Siguiente
      </Button>
    </Group>
  );
}
