import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { LiquidacionFactura } from '@cumplia/shared/schemas/comision';
import { DEFAULT_PAGE_SIZE, pageOf } from '@cumplia/shared/schemas/page';
import { formatDate, formatMonthYear } from '@cumplia/shared/calendar';
import { eurosToCents, formatEuros } from '@cumplia/shared/money';
import { formatPercent } from '@cumplia/shared/numbers';
import { DataTable, type DataColumn } from '../../../components/data/data-table';
import { PagedTablePanel } from '../../../components/data/paged-table-panel';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { serverMessageOr } from '../../../lib/error-message';
import { downloadOwnLiquidacion } from '../api/download-own-liquidacion';
import { useOwnLiquidacionQuery } from '../api/get-own-liquidacion';
import { ComisionFigures } from './comision-figures';
import { COMISIONES_MESSAGES, facturasCount } from './comision-messages';
import { LiquidacionDownloadButton } from './liquidacion-download-button';
import { MesPicker, defaultMes } from './mes-picker';

const COLUMNS: DataColumn<LiquidacionFactura>[] = [
  {
    header: 'Factura',
    nowrap: true,
    cell: (factura) => (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" fw={500}>
          {factura.facturaId}
        </Text>
        {factura.rectificativa && (
          <Badge color="orange" variant="light" size="sm">
            Rectificativa
          </Badge>
        )}
      </Group>
    ),
  },
  { header: 'Fecha', nowrap: true, cell: (factura) => formatDate(factura.fecha) },
  {
    header: 'Empresa',
    cell: (factura) => (
      <Stack gap={0}>
        <Text size="sm">{factura.empresa.razonSocial}</Text>
        <Text size="xs" c="dimmed">
          {factura.empresa.nifCif}
        </Text>
      </Stack>
    ),
  },
  { header: 'Base imponible (€)', nowrap: true, cell: (factura) => formatEuros(eurosToCents(factura.baseImponible)) },
  { header: 'Comisión (%)', nowrap: true, cell: (factura) => formatPercent(factura.comision) },
  { header: 'Comisión (€)', nowrap: true, cell: (factura) => <Text size="sm" fw={600}>{formatEuros(eurosToCents(factura.importeComision))}</Text> },
];

/** One page of the statement: it comes whole, and is shown 10 invoices at a time. */
const pageOfStatement = (facturas: LiquidacionFactura[], page: number) =>
  pageOf(facturas.slice(page * DEFAULT_PAGE_SIZE, (page + 1) * DEFAULT_PAGE_SIZE), facturas.length, { page, size: DEFAULT_PAGE_SIZE });

/**
 * "Liquidación de comisiones" of the collaborator's Facturación (docs/decisions/0033): a month, what
 * its companies were invoiced then, the commission each invoice earns, and the statement as PDF and Excel.
 */
export function OwnLiquidacionSection() {
  const [mes, setMes] = useState(defaultMes);
  const [page, setPage] = useState(0);
  const query = useOwnLiquidacionQuery(mes);
  const [failure, setFailure] = useState<string | null>(null);
  const liquidacion = query.data && !query.isPlaceholderData ? query.data : undefined;

  const chooseMes = (next: string) => {
    setMes(next);
    setPage(0);
    setFailure(null);
  };

  const download = (format: 'pdf' | 'excel') => downloadOwnLiquidacion(liquidacion!.gestoria.nifCif, mes, format);
  const onError = (error: unknown) => setFailure(serverMessageOr(error, COMISIONES_MESSAGES.downloadError));
  const canDownload = liquidacion !== undefined && liquidacion.facturas.length > 0;

  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="liquidacion-comisiones-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg" id="liquidacion-comisiones-title">
            Liquidación de comisiones
          </Title>
          <Text size="sm" c="dimmed">
            Las facturas emitidas en {formatMonthYear(mes)} a sus empresas y la comisión que le corresponde por cada una, con el porcentaje que tenía al emitirse.
          </Text>
        </Stack>
        <Group justify="space-between" align="flex-end" gap="md">
          <MesPicker value={mes} onChange={chooseMes} />
          <Group gap="sm">
            <LiquidacionDownloadButton format="pdf" download={download} onError={onError} disabled={!canDownload}>
              Descargar PDF
            </LiquidacionDownloadButton>
            <LiquidacionDownloadButton format="excel" download={download} onError={onError} disabled={!canDownload}>
              Descargar Excel
            </LiquidacionDownloadButton>
          </Group>
        </Group>
        <FailureAlert message={failure} onClose={() => setFailure(null)} />
        {liquidacion && (
          <ComisionFigures
            figures={[
              { label: 'Facturas', value: String(liquidacion.facturas.length) },
              { label: 'Base imponible', value: formatEuros(eurosToCents(liquidacion.baseImponible)) },
              { label: 'Comisión (€)', value: formatEuros(eurosToCents(liquidacion.importeComision)) },
            ]}
          />
        )}
        <PagedTablePanel
          data={query.data && pageOfStatement(query.data.facturas, page)}
          isPending={query.isPending || query.isPlaceholderData}
          errorMessage={query.isError ? serverMessageOr(query.error, COMISIONES_MESSAGES.ownLoadError) : null}
          onRetry={() => void query.refetch()}
          emptyMessage={COMISIONES_MESSAGES.ownEmpty}
          loadingLabel="Cargando la liquidación"
          page={page}
          onPageChange={setPage}
          count={facturasCount}
        >
          {(rows) => <DataTable rows={rows} columns={COLUMNS} rowKey={(factura) => factura.id} minWidth={760} />}
        </PagedTablePanel>
      </Stack>
    </Paper>
  );
}
