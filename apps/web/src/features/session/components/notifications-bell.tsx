import { ActionIcon, Indicator, Menu, Text, Tooltip } from '@mantine/core';
import type { AvisoTipo } from '@cumplia/shared/schemas/avisos';
import { formatNumber } from '@cumplia/shared/numbers';
import { IconArrowBackUp, IconBell, IconRefreshAlert, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAvisosQuery } from '../api/get-avisos';

/** Where each notice of the bell leads, in the user's area (the renewals, the invoices "Devuelta"…). */
export type BellLinks = Partial<Record<AvisoTipo, string>>;

const AVISO_WORDING: Record<AvisoTipo, { label: readonly [singular: string, plural: string]; icon: Icon }> = {
  RENOVACIONES_PRIORITARIAS: { label: ['renovación prioritaria por decidir', 'renovaciones prioritarias por decidir'], icon: IconRefreshAlert },
  COBROS_DEVUELTOS: { label: ['cobro devuelto por el banco', 'cobros devueltos por el banco'], icon: IconArrowBackUp },
};

/**
 * The header bell of staff and collaborators (spec 1 §1, issue 20): a dot while something waits, and a
 * menu with each notice (priority renewals, debits the bank returned) leading to its filtered list.
 */
export function NotificationsBell({ links }: { links: BellLinks }) {
  const { data: avisos = [] } = useAvisosQuery(true);
  const shown = avisos.filter((aviso) => links[aviso.tipo] !== undefined);
  const label = shown.length > 0 ? `Avisos: ${shown.length === 1 ? 'hay 1 aviso pendiente' : `hay ${shown.length} avisos pendientes`}` : 'Avisos: ninguno pendiente';
  return (
    <Menu position="bottom-end" shadow="md" width={300}>
      <Menu.Target>
        <Tooltip label={label} withArrow>
          {/* A still dot: Mantine's `processing` ripple never ends, which WCAG 2.2.2 (Pause, Stop, Hide) does
              not allow beside other content, and it kept a core drawing frames on every open page. */}
          <Indicator color="red" size={10} offset={6} disabled={shown.length === 0}>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} data-has-notifications={shown.length > 0}>
              <IconBell size={22} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Avisos</Menu.Label>
        {shown.length === 0 ? (
          <Text size="sm" px="sm" py="xs" c="dimmed">
            No tiene avisos pendientes.
          </Text>
        ) : (
          shown.map((aviso) => {
            const { label: [singular, plural], icon: AvisoIcon } = AVISO_WORDING[aviso.tipo];
            return (
              <Menu.Item key={aviso.tipo} component={Link} to={links[aviso.tipo]!} leftSection={<AvisoIcon size={18} aria-hidden />}>
                {formatNumber(aviso.total)} {aviso.total === 1 ? singular : plural}
              </Menu.Item>
            );
          })
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
