import { SimpleGrid } from '@mantine/core';
import { IconPlugConnectedX, IconShieldLock, IconUsersGroup } from '@tabler/icons-react';
import { FeatureTile } from './feature-tile';

/** The three duties Cumplia covers, each with its page (spec 1 §2.3). */
const DUTIES = [
  {
    key: 'datos',
    icon: IconShieldLock,
    title: 'Protección de datos',
    link: { to: '/proteccindedatos', label: 'Ver la obligación de protección de datos' },
  },
  {
    key: 'acoso',
    icon: IconUsersGroup,
    title: 'Acoso laboral',
    link: { to: '/acosolaboral', label: 'Ver la obligación frente al acoso laboral' },
  },
  {
    key: 'desconexion',
    icon: IconPlugConnectedX,
    title: 'Desconexión digital',
    link: { to: '/desconexindigital', label: 'Ver la obligación de desconexión digital' },
  },
] as const;

type DutyTilesProps = {
  /** What the screen tells of each duty. */
  texts: Record<(typeof DUTIES)[number]['key'], string>;
};

/** The three duties side by side, each tile linking to the duty's page. */
export function DutyTiles({ texts }: DutyTilesProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {DUTIES.map((duty) => (
        <FeatureTile key={duty.key} icon={duty.icon} title={duty.title} link={duty.link}>
          {texts[duty.key]}
        </FeatureTile>
      ))}
    </SimpleGrid>
  );
}
