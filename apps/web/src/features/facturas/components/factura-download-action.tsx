import { ActionIcon, Loader, Tooltip } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { Factura } from '@cumplia/shared/schemas/factura';
import { useBusyAction } from '../../../lib/use-busy-action';

type FacturaDownloadActionProps = {
  factura: Pick<Factura, 'id' | 'facturaId'>;
  download: (factura: Pick<Factura, 'id' | 'facturaId'>) => Promise<void>;
  onError: (error: unknown) => void;
};

/** The row's "Descargar PDF" icon: a spinner while the file comes, the failure to the screen. */
export function FacturaDownloadAction({ factura, download, onError }: FacturaDownloadActionProps) {
  const { busy, run } = useBusyAction(() => download(factura), onError);
  return (
    <Tooltip label="Descargar PDF">
      <ActionIcon variant="subtle" size="lg" aria-label={`Descargar la factura ${factura.facturaId}`} onClick={() => void run()} disabled={busy}>
        {busy ? <Loader size={16} /> : <IconFileTypePdf size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
