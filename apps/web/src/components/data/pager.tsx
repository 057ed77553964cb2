import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef } from 'react';
import classes from './pager.module.css';

type PagerProps = {
  /** Zero-based, as the API counts. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  disabled?: boolean;
};

/** Narrow buttons that never shrink, without their chevrons below 360 px (pager.module.css); the count wraps between them. */
const BUTTON_CLASSES = { root: classes.button, section: classes.section };
/** The sticky header's 64 px and some air: where a list's top lands when a page takes the reader back to it. */
const BELOW_HEADER_PX = 72;

/** "Anterior" / "Página X de Y" / "Siguiente", the pager every list of the spec uses. */
export function Pager({ page, totalPages, onChange, disabled = false }: PagerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const pageCount = Math.max(totalPages, 1);
  const isFirst = page <= 0;
  const isLast = page >= pageCount - 1;
  const go = (next: number) => {
    onChange(next);
    // On a phone a list is taller than the screen: the new page is read from its top, not from the pager.
    const top = ref.current?.parentElement?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) window.scrollTo({ top: window.scrollY + top - BELOW_HEADER_PX });
  };
  return (
    <Group ref={ref} justify="space-between" gap="xs" mt="md" wrap="nowrap">
      <Button variant="default" classNames={BUTTON_CLASSES} leftSection={<IconChevronLeft size={16} />} disabled={disabled || isFirst} onClick={() => go(page - 1)}>
        Anterior
      </Button>
      <Text size="sm" c="dimmed" ta="center" aria-live="polite">
        Página {Math.min(page + 1, pageCount)} de {pageCount}
      </Text>
      <Button variant="default" classNames={BUTTON_CLASSES} rightSection={<IconChevronRight size={16} />} disabled={disabled || isLast} onClick={() => go(page + 1)}>
        Siguiente
      </Button>
    </Group>
  );
}
