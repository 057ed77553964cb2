import { List, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type CheckListProps = {
  items: readonly ReactNode[];
};

/** A bulleted list with check marks, for requirements and what a package includes. */
export function CheckList({ items }: CheckListProps) {
  return (
    <List
      spacing="sm"
      maw={860}
      center={false}
      c="gray.8"
      styles={{ itemWrapper: { alignItems: 'flex-start' }, itemLabel: { lineHeight: 1.6 } }}
      icon={
        <ThemeIcon size={22} radius="xl" variant="light" aria-hidden style={{ marginTop: 2 }}>
          <IconCheck size={14} stroke={2.4} />
        </ThemeIcon>
      }
    >
      {items.map((item, index) => (
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List>
  );
}
