import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconFileCode } from '@tabler/icons-react';
import { useState } from 'react';
import type { Factura } from '@cumplia/shared/schemas/factura';
import { SEPA_MESSAGES } from '@cumplia/shared/schemas/sepa';
import { formatDate } from '@cumplia/shared/calendar';
import { eurosToCents, formatEuros } from '@cumplia/shared/money';
import { saveFile } from '../../../lib/save-file';
import { useGenerateSepaIndividualMutation } from '../api/generate-sepa-individual';
import type { GeneratedSepaFile } from '../api/sepa-file-response';
import { sepaFailureOf, type SepaFailure } from './sepa-failure';
import { SepaFailureAlert } from './sepa-failure-alert';
import { SepaCuentaSelect } from './sepa-cuenta-select';
import { SepaSuccessNotice } from './sepa-success-notice';
import { DialogActions } from '../../../components/forms/dialog-actions';

export type SepaIndividualFactura = Pick<Factura, 'id' | 'facturaId' | 'facturado' | 'fechaCuandoFacturar' | 'importeTotalImpuestos'> & { empresa: Pick<Factura['empresa'], 'razonSocial' | 'nifCif'> };

type SepaIndividualDialogProps = {
  factura: SepaIndividualFactura | null;
  onClose: () => void;
};

/** "Generar SEPA individual" (spec 3 §2.5, §4.5): one invoice's file; a pending invoice becomes remitted, a remitted one keeps its state. */
export function SepaIndividualDialog({ factura, onClose }: SepaIndividualDialogProps) {
  return (
    <Modal opened={factura !== null} onClose={onClose} title="Generar SEPA individual">
      {factura && <IndividualForm key={factura.id} factura={factura} onClose={onClose} />}
    </Modal>
  );
}

function IndividualForm({ factura, onClose }: { factura: SepaIndividualFactura; onClose: () => void }) {
  const [cuentaIBAN, setCuentaIBAN] = useState<string | null>(null);
  const [cuentaError, setCuentaError] = useState<string | null>(null);
  const [generated, setGenerated] = useState<GeneratedSepaFile | null>(null);
  const [failure, setFailure] = useState<SepaFailure | null>(null);
  const generate = useGenerateSepaIndividualMutation();

  const confirm = () => {
    if (!cuentaIBAN) {
      setCuentaError(SEPA_MESSAGES.account);
      return;
    }
    setCuentaError(null);
    setFailure(null);
    generate.mutate(
      { factura, cuentaIBAN },
      {
        onSuccess: (file) => {
          saveFile(file.blob, file.fileName);
          setGenerated(file);
        },
        onError: (error) => setFailure(sepaFailureOf(error)),
      },
    );
  };

  return (
    <Stack gap="md">
      <Text>
        Factura <strong>{factura.facturaId}</strong> de <strong>{factura.empresa.razonSocial}</strong> ({factura.empresa.nifCif}) por{' '}
        <strong>{formatEuros(eurosToCents(factura.importeTotalImpuestos))}</strong>, con fecha de cobro {formatDate(factura.fechaCuandoFacturar)}.
      </Text>
      <Text size="sm" c="dimmed">
        {factura.facturado
          ? 'La factura ya está remesada. Si está en un fichero SEPA que no se ha anulado, no se cobra otra vez: descargue ese fichero en «Ficheros SEPA generados».'
          : '¿Desea generar el fichero SEPA de esta factura? Quedará marcada como remesada.'}
      </Text>
      <SepaCuentaSelect value={cuentaIBAN} onChange={setCuentaIBAN} error={cuentaError} />
      {generated && <SepaSuccessNotice file={generated} />}
      <SepaFailureAlert failure={failure} onClose={() => setFailure(null)} />
      <DialogActions onCancel={onClose} cancelLabel={generated ? 'Cerrar' : 'Cancelar'} busy={generate.isPending}>
        {!generated && (
          <Button onClick={confirm} loading={generate.isPending} leftSection={<IconFileCode size={16} aria-hidden />}>
            Generar SEPA
          </Button>
        )}
      </DialogActions>
    </Stack>
  );
}
