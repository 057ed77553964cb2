import { IconFileTypePdf } from '@tabler/icons-react';
import type { Factura } from '@cumplia/shared/schemas/factura';
import { RowAction } from '../../../components/data/row-action';
import { useBusyAction } from '../../../lib/use-busy-action';

type FacturaDownloadActionProps = {
  factura: Pick<Factura, 'id' | 'facturaId'>;
  download: (factura: Pick<Factura, 'id' | 'facturaId'>) => Promise<void>;
  onError: (error: unknown) => void;
};

/** The row's "Descargar" of the invoice's PDF: a spinner while the file comes, the failure to the screen. */
export function FacturaDownloadAction({ factura, download, onError }: FacturaDownloadActionProps) {
  const { busy, run } = useBusyAction(() => download(factura), onError);
  return <RowAction label="Descargar" item={`la factura ${factura.facturaId}`} icon={IconFileTypePdf} busy={busy} onClick={() => void run()} />;
}
