import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingSkyscraper, IconCircleCheck, IconClockHour4, IconUserOff, type Icon } from '@tabler/icons-react';
import { formatNumber } from '@cumplia/shared/numbers';
import type { StaffDashboard } from '../api/get-staff-dashboard';

type Figure = { label: string; value: number; icon: Icon; color: string };

/** The companies by state, as four figures: all, pending verification, verified, without user. */
export function StateFigures({ empresas }: { empresas: StaffDashboard['empresas'] }) {
  const figures: Figure[] = [
    { label: 'Empresas', value: empresas.total, icon: IconBuildingSkyscraper, color: 'cumplia' },
    { label: 'Pendientes de verificar', value: empresas.pendientesVerificacion, icon: IconClockHour4, color: 'orange' },
    { label: 'Verificadas', value: empresas.verificadas, icon: IconCircleCheck, color: 'teal' },
    { label: 'Sin usuario', value: empresas.sinUsuario, icon: IconUserOff, color: 'gray' },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
      {figures.map(({ label, value, icon: FigureIcon, color }) => (
        <Paper key={label} withBorder p="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <div>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {label}
              </Text>
              <Text fz={28} fw={700} lh={1.2} mt={4} data-testid={`figure-${label}`}>
                {formatNumber(value)}
              </Text>
            </div>
            <ThemeIcon variant="light" color={color} size={36} radius="md">
              <FigureIcon size={20} aria-hidden />
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
