import { Button } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { FailureDialog } from '../../../components/feedback/failure-dialog';
import { isApiRequestError } from '../../../lib/api-error';
import { useBusyAction } from '../../../lib/use-busy-action';
import { CONTRATOS_DOWNLOAD_ERROR_MESSAGE, downloadContratos, NO_CONTRATOS_MESSAGE } from '../api/download-contratos';

/** The spec 1 §8 text for a failed "Mis contratos": a 404 means there is nothing signed yet. */
export function contratosFailureMessage(error: unknown): string {
  if (isApiRequestError(error) && error.status === 404) return NO_CONTRATOS_MESSAGE;
  if (isApiRequestError(error) && error.isNoResponse && error.code !== 'FOREIGN_URL') return error.message;
  return CONTRATOS_DOWNLOAD_ERROR_MESSAGE;
}

/** "Mis contratos" on the client home: downloads every signed contract as contrato_N.pdf. */
export function MisContratosButton({ empresaId }: { empresaId: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  const { busy: downloading, run: download } = useBusyAction(
    async () => {
      setFailure(null);
      await downloadContratos(empresaId);
    },
    (error) => setFailure(contratosFailureMessage(error)),
  );

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileDownload size={18} aria-hidden />}
        loading={downloading}
        onClick={() => void download()}
      >
        Mis contratos
      </Button>
      <FailureDialog title="Mis contratos" message={failure} onClose={() => setFailure(null)} />
    </>
  );
}
