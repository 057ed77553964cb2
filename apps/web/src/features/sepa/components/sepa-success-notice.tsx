import { List, Text } from '@mantine/core';
import { eurosToCents, formatEuros } from '@cumplia/shared/money';
import { SuccessNotice } from '../../../components/feedback/success-notice';
import type { GeneratedSepaFile } from '../api/sepa-file-response';

/** A file generated and downloaded: its name, how many invoices for how much, and the transaction id. */
export function SepaSuccessNotice({ file, onClose }: { file: GeneratedSepaFile; onClose?: () => void }) {
  return (
    <SuccessNotice title="Fichero SEPA generado correctamente" onClose={onClose}>
      <Text size="sm">
        Se ha descargado <strong>{file.fileName}</strong> con {file.numeroFacturas} {file.numeroFacturas === 1 ? 'factura' : 'facturas'} por un total de{' '}
        {formatEuros(eurosToCents(file.importeTotal))}.
      </Text>
      {file.excluidas > 0 && (
        <>
          <Text size="sm" mt="xs">
            {file.excluidas === 1 ? 'No se ha incluido 1 factura' : `No se han incluido ${file.excluidas} facturas`}: se cobrarán cuando la empresa firme el mandato o corrija su IBAN.
          </Text>
          <List size="sm" aria-label="Facturas no incluidas">
            {file.excluidasDetalle.map((excluida) => (
              <List.Item key={excluida.numeroFactura}>{excluida.message}</List.Item>
            ))}
          </List>
          {file.excluidas > file.excluidasDetalle.length && (
            <Text size="xs" c="dimmed">
              Y {file.excluidas - file.excluidasDetalle.length} más.
            </Text>
          )}
        </>
      )}
      <Text size="xs" c="dimmed">
        Transacción: {file.transactionId}
      </Text>
    </SuccessNotice>
  );
}
