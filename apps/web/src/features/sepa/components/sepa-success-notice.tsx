import { Text } from '@mantine/core';
import { SuccessNotice } from '../../../components/feedback/success-notice';
import { formatEuros } from '../../../lib/format';
import type { GeneratedSepaFile } from '../api/sepa-file-response';

/** A file generated and downloaded: its name, how many invoices for how much, and the transaction id. */
export function SepaSuccessNotice({ file, onClose }: { file: GeneratedSepaFile; onClose?: () => void }) {
  return (
    <SuccessNotice title="Fichero SEPA generado correctamente" onClose={onClose}>
      <Text size="sm">
        Se ha descargado <strong>{file.fileName}</strong> con {file.numeroFacturas} {file.numeroFacturas === 1 ? 'factura' : 'facturas'} por un total de{' '}
        {formatEuros(file.importeTotal)}.
      </Text>
      <Text size="xs" c="dimmed">
        Transacción: {file.transactionId}
      </Text>
    </SuccessNotice>
  );
}
