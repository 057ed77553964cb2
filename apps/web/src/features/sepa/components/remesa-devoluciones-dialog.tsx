import { Loader, Modal, Text } from '@mantine/core';
import type { SepaRemesa } from '@cumplia/shared/schemas/sepa';
import type { SepaDevolucion } from '@cumplia/shared/schemas/sepa-devoluciones';
import { SEPA_DEVOLUCION_ACCION_LABELS } from '@cumplia/shared/schemas/sepa-devoluciones';
import { formatDateTime } from '@cumplia/shared/calendar';
import { eurosToCents, formatEuros } from '@cumplia/shared/money';
import { DataTable, type DataColumn } from '../../../components/data/data-table';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { serverMessageOr } from '../../../lib/error-message';
import { useSepaRemesaDevolucionesQuery } from '../api/get-sepa-remesa-devoluciones';

const COLUMNS: DataColumn<SepaDevolucion>[] = [
  { header: 'Factura', cell: (devuelta) => devuelta.numeroFactura, nowrap: true },
  { header: 'Empresa', cell: (devuelta) => devuelta.empresa.razonSocial },
  { header: 'Importe', cell: (devuelta) => formatEuros(eurosToCents(devuelta.importe)), nowrap: true },
  {
    header: 'Motivo',
    cell: (devuelta) => (
      <>
        {devuelta.codigo}: {devuelta.motivo}
        <Text size="xs" c="dimmed">
          {SEPA_DEVOLUCION_ACCION_LABELS[devuelta.accion]}
        </Text>
      </>
    ),
  },
  {
    header: 'Registrada',
    cell: (devuelta) => (
      <>
        {formatDateTime(devuelta.createdAt)}
        <Text size="xs" c="dimmed">
          {devuelta.fileName}
        </Text>
      </>
    ),
  },
];

/** The collections of one file the bank returned or rejected, with the reason and the file that said so. */
export function RemesaDevolucionesDialog({ remesa, onClose }: { remesa: SepaRemesa | null; onClose: () => void }) {
  const query = useSepaRemesaDevolucionesQuery(remesa?.id ?? null);
  return (
    <Modal opened={remesa !== null} onClose={onClose} title={`Devoluciones de ${remesa?.fileName ?? ''}`} size="xl">
      {query.isPending && <Loader size="sm" aria-label="Cargando devoluciones" />}
      <FailureAlert message={query.isError ? serverMessageOr(query.error, 'No se pudieron obtener las devoluciones.') : null} />
      {query.data && query.data.length === 0 && <Text size="sm">El banco no ha devuelto ningún cobro de esta remesa.</Text>}
      {query.data && query.data.length > 0 && (
        <DataTable rows={query.data} columns={COLUMNS} rowKey={(devuelta) => devuelta.id} minWidth={640} />
      )}
    </Modal>
  );
}
