import type { StaffArea } from '@cumplia/shared/enums';
import { Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { ErrorState } from '../../../components/feedback/error-state';
import { useStaffDashboardQuery } from '../api/get-staff-dashboard';
import { StateFigures } from './state-figures';

// The charts library is loaded with this chunk only, once a staff home shows its dashboard.
const StaffDashboardCharts = lazy(() => import('./staff-dashboard-charts'));

export const DASHBOARD_LOAD_ERROR = 'No se pudo cargar el resumen de la actividad.';

/** The staff dashboard (beyond the spec, issue 9): companies by state, then the charts. */
export function StaffDashboardSection({ area }: { area: StaffArea }) {
  const { data, isPending, isError, refetch } = useStaffDashboardQuery(area);
  return (
    <Stack component="section" gap="md" aria-labelledby="resumen-actividad" mt="md">
      <Title order={2} size="h3" id="resumen-actividad">
        Resumen de la actividad
      </Title>
      {isError && !data && <ErrorState message={DASHBOARD_LOAD_ERROR} onRetry={() => void refetch()} />}
      {isPending && <FiguresSkeleton />}
      {data && (
        <>
          <StateFigures empresas={data.empresas} />
          <Suspense fallback={<ChartsSkeleton />}>
            <StaffDashboardCharts dashboard={data} />
          </Suspense>
        </>
      )}
    </Stack>
  );
}

function FiguresSkeleton() {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" role="status" aria-label="Cargando el resumen">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} h={86} radius="md" />
      ))}
    </SimpleGrid>
  );
}

function ChartsSkeleton() {
  return (
    <Paper withBorder p="md" role="progressbar" aria-label="Cargando los gráficos">
      <Skeleton h={240} radius="md" />
    </Paper>
  );
}
