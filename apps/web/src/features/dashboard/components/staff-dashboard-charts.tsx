import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { upperFirst } from '@mantine/hooks';
import { formatMonthYear, formatShortMonthYear } from '@cumplia/shared/calendar';
import { TOOLS } from '@cumplia/shared/enums';
import { formatNumber } from '@cumplia/shared/numbers';
import { DASHBOARD_TOP_GESTORIAS } from '@cumplia/shared/schemas/dashboard';
import type { StaffDashboard } from '../api/get-staff-dashboard';
import { ChartCard } from './chart-card';

const CHART_HEIGHT = 240;
/** Companies are counted in whole numbers: no axis tick between 1 and 2. */
const WHOLE_NUMBERS = { allowDecimals: false } as const;

/**
 * The charts of the staff dashboard (@mantine/charts, on recharts). Loaded on its own, after the
 * home's list: neither the public pages nor the list wait for the charts library.
 */
export default function StaffDashboardCharts({ dashboard }: { dashboard: StaffDashboard }) {
  const { empresas } = dashboard;
  const estado = [
    { name: 'Verificadas', value: empresas.verificadas, color: 'teal.6' },
    { name: 'Pendientes de verificar', value: empresas.pendientesVerificacion, color: 'orange.5' },
  ];
  const herramientas = dashboard.herramientasActivas.map(({ tool, empresas: count }) => ({ herramienta: TOOLS[tool].label, empresas: count }));
  const meses = dashboard.altasPorMes.map(({ mes, empresas: count }) => ({ mes: formatShortMonthYear(mes), detalle: upperFirst(formatMonthYear(mes)), empresas: count }));
  const gestorias = dashboard.empresasPorGestoria.map(({ nombre, empresas: count }) => ({ nombre, empresas: count }));
  const series = [{ name: 'empresas', label: 'Empresas', color: 'cumplia.6' }];

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ChartCard title="Estado de verificación" description="Empresas verificadas y pendientes de verificar.">
          {empresas.total === 0 ? (
            <NoData />
          ) : (
            <Group justify="center" gap="xl" wrap="nowrap">
              <DonutChart data={estado} size={170} thickness={26} chartLabel={formatNumber(empresas.total)} valueFormatter={formatNumber} tooltipDataSource="segment" />
              <Stack gap={6}>
                {estado.map((slice) => (
                  <Group key={slice.name} gap={8} wrap="nowrap">
                    <span aria-hidden style={{ width: 10, height: 10, borderRadius: 3, background: `var(--mantine-color-${slice.color.replace('.', '-')})` }} />
                    <Text size="sm">
                      {slice.name}: <b>{formatNumber(slice.value)}</b>
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Group>
          )}
        </ChartCard>
        <ChartCard title="Herramientas activas" description="Empresas con cada herramienta activada.">
          <BarChart
            h={CHART_HEIGHT - 40}
            data={herramientas}
            dataKey="herramienta"
            series={series}
            valueFormatter={formatNumber}
            withBarValueLabel
            maxBarWidth={56}
            gridAxis="y"
            yAxisProps={WHOLE_NUMBERS}
            barChartProps={{ margin: { top: 16 } }}
          />
        </ChartCard>
      </SimpleGrid>
      <ChartCard title="Altas por mes" description="Empresas nuevas en cada uno de los últimos 12 meses.">
        <BarChart
          h={CHART_HEIGHT}
          data={meses}
          dataKey="mes"
          series={series}
          valueFormatter={formatNumber}
          maxBarWidth={40}
          gridAxis="y"
          yAxisProps={WHOLE_NUMBERS}
          tooltipProps={{ labelFormatter: (_label, payload) => payload?.[0]?.payload?.detalle ?? _label }}
        />
      </ChartCard>
      <ChartCard
        title="Empresas por colaborador"
        description={`Los ${DASHBOARD_TOP_GESTORIAS} colaboradores con más empresas. Registradas sin colaborador: ${formatNumber(empresas.sinGestoria)}.`}
      >
        {gestorias.length === 0 ? (
          <NoData />
        ) : (
          <BarChart
            h={Math.max(120, gestorias.length * 34 + 40)}
            data={gestorias}
            dataKey="nombre"
            orientation="vertical"
            series={series}
            valueFormatter={formatNumber}
            withBarValueLabel
            gridAxis="x"
            xAxisProps={WHOLE_NUMBERS}
            yAxisProps={{ width: 170 }}
            maxBarWidth={22}
            barChartProps={{ margin: { right: 32 } }}
          />
        )}
      </ChartCard>
    </Stack>
  );
}

function NoData() {
  return (
    <Text size="sm" c="dimmed" ta="center" py="xl">
      Aún no hay datos.
    </Text>
  );
}
