import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { SEPA_ANULAR_MOTIVO_MESSAGE, sepaAnularRemesaSchema, type SepaRemesa } from '@cumplia/shared/schemas/sepa';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { DialogActions } from '../../../components/forms/dialog-actions';
import { serverMessageOr } from '../../../lib/error-message';
import { useAnularSepaRemesaMutation } from '../api/anular-sepa-remesa';

/** "Anular remesa": for a file not sent, or rejected whole by the bank; asks why (audited). */
export function AnularRemesaDialog({ remesa, onClose }: { remesa: SepaRemesa | null; onClose: () => void }) {
  return (
    <Modal opened={remesa !== null} onClose={onClose} title="Anular remesa">
      {remesa && <AnularForm key={remesa.id} remesa={remesa} onClose={onClose} />}
    </Modal>
  );
}

function AnularForm({ remesa, onClose }: { remesa: SepaRemesa; onClose: () => void }) {
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const anular = useAnularSepaRemesaMutation();
  const submit = () => {
    const parsed = sepaAnularRemesaSchema.safeParse({ motivo });
    setError(parsed.success ? null : SEPA_ANULAR_MOTIVO_MESSAGE);
    if (!parsed.success) return;
    anular.mutate({ id: remesa.id, motivo: parsed.data.motivo }, { onSuccess: onClose });
  };
  return (
    <Stack gap="md">
      <Text size="sm">
        Anule la remesa <strong>{remesa.fileName}</strong> solo si no se ha enviado al banco o el banco la ha rechazado. Sus {remesa.numeroFacturas}{' '}
        {remesa.numeroFacturas === 1 ? 'factura vuelve' : 'facturas vuelven'} a estar pendientes y podrán incluirse en otro fichero.
      </Text>
      <Textarea label="Motivo de la anulación" required minRows={2} value={motivo} onChange={(event) => setMotivo(event.currentTarget.value)} error={error} />
      <FailureAlert message={anular.isError ? serverMessageOr(anular.error, 'No se pudo anular la remesa. Inténtelo de nuevo.') : null} />
      <DialogActions onCancel={onClose} busy={anular.isPending}>
        <Button color="red" onClick={submit} loading={anular.isPending}>
          Anular remesa
        </Button>
      </DialogActions>
    </Stack>
  );
}
