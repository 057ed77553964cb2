import { ActionIcon, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';

type RowActionProps = {
  /** The tooltip, e.g. "Editar empresa". */
  label: string;
  /** What a screen reader says, naming the row's item, e.g. "Editar Talleres Ejemplo". */
  ariaLabel: string;
  icon: Icon;
} & ({ to: string; onClick?: never } | { onClick: () => void; to?: never });

/** An icon button in a table row: a link to another screen (`to`) or an action on the row (`onClick`). */
export function RowAction({ label, ariaLabel, icon: ActionIconGlyph, to, onClick }: RowActionProps) {
  const glyph = <ActionIconGlyph size={18} aria-hidden />;
  return (
    <Tooltip label={label}>
      {to !== undefined ? (
        <ActionIcon component={Link} to={to} variant="subtle" size="lg" aria-label={ariaLabel}>
          {glyph}
        </ActionIcon>
      ) : (
        <ActionIcon variant="subtle" size="lg" aria-label={ariaLabel} onClick={onClick}>
          {glyph}
        </ActionIcon>
      )}
    </Tooltip>
  );
}
