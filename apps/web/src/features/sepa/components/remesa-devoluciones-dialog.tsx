import { Loader, Modal, Table, Text } from '@mantine/core';
import type { SepaRemesa } from '@cumplia/shared/schemas/sepa';
import { SEPA_DEVOLUCION_ACCION_LABELS } from '@cumplia/shared/schemas/sepa-devoluciones';
import { formatDateTime } from '@cumplia/shared/calendar';
import { eurosToCents, formatEuros } from '@cumplia/shared/money';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { serverMessageOr } from '../../../lib/error-message';
import { useSepaRemesaDevolucionesQuery } from '../api/get-sepa-remesa-devoluciones';

/** The collections of one file the bank returned or rejected, with the reason and the file that said so. */
export function RemesaDevolucionesDialog({ remesa, onClose }: { remesa: SepaRemesa | null; onClose: () => void }) {
  const query = useSepaRemesaDevolucionesQuery(remesa?.id ?? null);
  return (
    <Modal opened={remesa !== null} onClose={onClose} title={`Devoluciones de ${remesa?.fileName ?? ''}`} size="xl">
      {query.isPending && <Loader size="sm" aria-label="Cargando devoluciones" />}
      <FailureAlert message={query.isError ? serverMessageOr(query.error, 'No se pudieron obtener las devoluciones.') : null} />
      {query.data && query.data.length === 0 && <Text size="sm">El banco no ha devuelto ningún cobro de esta remesa.</Text>}
      {query.data && query.data.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Factura</Table.Th>
                <Table.Th>Empresa</Table.Th>
                <Table.Th>Importe</Table.Th>
                <Table.Th>Motivo</Table.Th>
                <Table.Th>Registrada</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.map((devuelta) => (
                <Table.Tr key={devuelta.id}>
                  <Table.Td>{devuelta.numeroFactura}</Table.Td>
                  <Table.Td>{devuelta.empresa.razonSocial}</Table.Td>
                  <Table.Td>{formatEuros(eurosToCents(devuelta.importe))}</Table.Td>
                  <Table.Td>
                    {devuelta.codigo}: {devuelta.motivo}
                    <Text size="xs" c="dimmed">
                      {SEPA_DEVOLUCION_ACCION_LABELS[devuelta.accion]}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {formatDateTime(devuelta.createdAt)}
                    <Text size="xs" c="dimmed">
                      {devuelta.fileName}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
