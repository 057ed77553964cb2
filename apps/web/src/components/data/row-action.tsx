import { ActionIcon, Button, Loader, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useInCard } from './in-card';

type RowActionProps = {
  /** What the action does, e.g. "Cambiar la fecha de cobro": the tooltip, and the button's words in a phone's card. */
  label: string;
  /**
   * What it acts on, as a screen reader hears it after the label: "de la factura 2026-0001" makes
   * "Cambiar la fecha de cobro de la factura 2026-0001". The name begins with the words shown, as
   * WCAG 2.5.3 (Label in Name) asks, so that a person who says what they see is understood.
   */
  item: string;
  icon: Icon;
  /** While its work runs (a download coming): a spinner, and no second click. */
  busy?: boolean;
} & ({ to: string; onClick?: never } | { onClick: () => void; to?: never });

/**
 * An action on a list's row: a link to another screen (`to`) or an action on the row (`onClick`).
 * In a table, an icon with its label as a tooltip; in a phone's card, which has no pointer to hover
 * with, a button with its label written beside the icon (`RowActions` lays several out).
 */
export function RowAction({ label, item, icon: ActionIconGlyph, busy = false, to, onClick }: RowActionProps) {
  const inCard = useInCard();
  const common = { 'aria-label': `${label} ${item}`, disabled: busy } as const;
  const glyph = busy ? <Loader size={16} /> : <ActionIconGlyph size={18} aria-hidden />;
  if (inCard) {
    return to !== undefined ? (
      <Button component={Link} to={to} variant="light" leftSection={glyph} {...common}>
        {label}
      </Button>
    ) : (
      <Button variant="light" leftSection={glyph} onClick={onClick} {...common}>
        {label}
      </Button>
    );
  }
  return (
    <Tooltip label={label}>
      {to !== undefined ? (
        <ActionIcon component={Link} to={to} variant="subtle" size="lg" {...common}>
          {glyph}
        </ActionIcon>
      ) : (
        <ActionIcon variant="subtle" size="lg" onClick={onClick} {...common}>
          {glyph}
        </ActionIcon>
      )}
    </Tooltip>
  );
}
