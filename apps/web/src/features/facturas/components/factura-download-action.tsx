import { ActionIcon, Loader, Tooltip } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import type { Factura } from '@cumplia/shared/schemas/factura';

type FacturaDownloadActionProps = {
  factura: Pick<Factura, 'id' | 'facturaId'>;
  download: (factura: Pick<Factura, 'id' | 'facturaId'>) => Promise<void>;
  onError: (error: unknown) => void;
};

/** The row's "Descargar PDF" icon: a spinner while the file comes, the failure to the screen. */
export function FacturaDownloadAction({ factura, download, onError }: FacturaDownloadActionProps) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await download(factura);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip label="Descargar PDF">
      <ActionIcon variant="subtle" size="lg" aria-label={`Descargar la factura ${factura.facturaId}`} onClick={start} disabled={busy}>
        {busy ? <Loader size={16} /> : <IconFileTypePdf size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
