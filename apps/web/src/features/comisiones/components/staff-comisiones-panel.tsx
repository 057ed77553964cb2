import type { StaffArea } from '@cumplia/shared/enums';
import { formatMonthYear } from '@cumplia/shared/calendar';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ComisionResumen } from '@cumplia/shared/schemas/comision';
import { DEFAULT_PAGE_SIZE } from '@cumplia/shared/schemas/page';
import { eurosToCents, formatEuros } from '@cumplia/shared/money';
import { formatPercent } from '@cumplia/shared/numbers';
import { DataTable, type DataColumn } from '../../../components/data/data-table';
import { PagedTablePanel } from '../../../components/data/paged-table-panel';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { serverMessageOr } from '../../../lib/error-message';
import { downloadStaffLiquidacion } from '../api/download-staff-liquidacion';
import { useStaffComisionesQuery } from '../api/get-staff-comisiones';
import { ComisionFigures } from './comision-figures';
import { COMISIONES_MESSAGES } from './comision-messages';
import { LiquidacionDownloadButton } from './liquidacion-download-button';
import { MesPicker, defaultMes } from './mes-picker';

/**
 * "Comisiones" of the superadmin and the worker (docs/decisions/0033): a month, its totals over every
 * collaborator, and each collaborator with invoices that month, with its statement as PDF and Excel.
 */
export function StaffComisionesPanel({ area }: { area: StaffArea }) {
  const [mes, setMes] = useState(defaultMes);
  const [page, setPage] = useState(0);
  const query = useStaffComisionesQuery(area, { mes, page, size: DEFAULT_PAGE_SIZE });
  const [failure, setFailure] = useState<string | null>(null);
  // The totals belong to the month asked for: while another month loads, the old ones are not shown as its.
  const totals = query.data && !query.isPlaceholderData ? query.data : undefined;

  const chooseMes = (next: string) => {
    setMes(next);
    setPage(0);
    setFailure(null);
  };

  const columns: DataColumn<ComisionResumen>[] = [
    { header: 'Colaborador', cell: (gestoria) => <Text size="sm" fw={500}>{gestoria.razonSocial}</Text> },
    { header: 'NIF/CIF', nowrap: true, cell: (gestoria) => gestoria.nifCif },
    { header: 'Comisión actual (%)', nowrap: true, cell: (gestoria) => formatPercent(gestoria.comision) },
    { header: 'Facturas', nowrap: true, cell: (gestoria) => gestoria.facturas },
    { header: 'Base imponible (€)', nowrap: true, cell: (gestoria) => formatEuros(eurosToCents(gestoria.baseImponible)) },
    { header: 'Comisión (€)', nowrap: true, cell: (gestoria) => <Text size="sm" fw={600}>{formatEuros(eurosToCents(gestoria.importeComision))}</Text> },
    {
      header: 'Acciones',
      nowrap: true,
      cell: (gestoria) => (
        <Group gap="xs" wrap="nowrap">
          {(['pdf', 'excel'] as const).map((format) => (
            <LiquidacionDownloadButton
              key={format}
              format={format}
              size="xs"
              ariaLabel={`Descargar en ${format === 'pdf' ? 'PDF' : 'Excel'} la liquidación de ${gestoria.razonSocial}`}
              download={(chosen) => downloadStaffLiquidacion(area, gestoria, mes, chosen)}
              onError={(error) => setFailure(serverMessageOr(error, COMISIONES_MESSAGES.downloadError))}
            >
              {format === 'pdf' ? 'PDF' : 'Excel'}
            </LiquidacionDownloadButton>
          ))}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-end" gap="md">
          <MesPicker value={mes} onChange={chooseMes} />
          <Text size="sm" c="dimmed" maw={520}>
            Facturas emitidas en {formatMonthYear(mes)} a las empresas de cada colaborador, con la comisión que tenía el colaborador al emitirse cada una.
          </Text>
        </Group>
      </Paper>
      {totals && (
        <ComisionFigures
          figures={[
            { label: 'Base imponible', value: formatEuros(eurosToCents(totals.baseImponible)) },
            { label: 'Comisión total', value: formatEuros(eurosToCents(totals.importeComision)) },
          ]}
        />
      )}
      <FailureAlert message={failure} onClose={() => setFailure(null)} />
      <PagedTablePanel
        data={query.data?.gestorias}
        isPending={query.isPending || query.isPlaceholderData}
        errorMessage={query.isError ? serverMessageOr(query.error, COMISIONES_MESSAGES.loadError) : null}
        onRetry={() => void query.refetch()}
        emptyMessage={COMISIONES_MESSAGES.staffEmpty}
        loadingLabel="Cargando comisiones"
        page={page}
        onPageChange={setPage}
        pagerDisabled={query.isPlaceholderData}
        count={(total) => `${total} ${total === 1 ? 'colaborador' : 'colaboradores'}`}
      >
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(gestoria) => gestoria.gestoriaId} minWidth={960} />}
      </PagedTablePanel>
    </Stack>
  );
}
