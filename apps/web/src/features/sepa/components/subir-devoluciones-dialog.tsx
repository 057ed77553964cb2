import { Alert, Button, FileInput, List, Modal, Stack, Text } from '@mantine/core';
import { IconFileTypeXml, IconReceiptRefund, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { SEPA_DEVOLUCION_ACCION_LABELS, SEPA_DEVOLUCION_MAX_BYTES, SEPA_DEVOLUCION_MESSAGES, type SepaDevolucionFichero } from '@cumplia/shared/schemas/sepa-devoluciones';
import { eurosToCents, formatEuros } from '@cumplia/shared/money';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { DialogActions } from '../../../components/forms/dialog-actions';
import { serverMessageOr } from '../../../lib/error-message';
import { useUploadSepaDevolucionesMutation } from '../api/upload-sepa-devoluciones';

/**
 * "Subir devoluciones": staff upload the bank's return or reject file (pain.002 or camt.054); the
 * answer says which invoices are now "Devuelta", with the reason and what each waits for, and what
 * matched nothing (docs/decisions/0051).
 */
export function SubirDevolucionesButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconReceiptRefund size={18} aria-hidden />} onClick={() => setOpened(true)}>
        Subir devoluciones
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Devoluciones y rechazos del banco" size="lg">
        {opened && <SubirDevolucionesForm onClose={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function SubirDevolucionesForm({ onClose }: { onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadSepaDevolucionesMutation();
  const choose = (chosen: File | null) => {
    upload.reset();
    setFile(chosen);
    setProblem(chosen && chosen.size > SEPA_DEVOLUCION_MAX_BYTES ? SEPA_DEVOLUCION_MESSAGES.tooLarge : null);
  };
  const send = () => {
    if (!file) {
      setProblem(SEPA_DEVOLUCION_MESSAGES.noFile);
      return;
    }
    if (!problem) upload.mutate(file);
  };
  return (
    <Stack gap="md">
      <Text size="sm">
        Suba el fichero XML que le ha enviado el banco con los adeudos rechazados o devueltos (pain.002 o camt.054). Cada factura devuelta se marca como «Devuelta» con el
        motivo y se avisa a la empresa por correo. Se vuelve a remesar sola salvo que el motivo exija un nuevo mandato o una nueva cuenta (entonces esperan también las demás
        facturas de ese mandato o de esa cuenta, «Pendiente de mandato») o su decisión (operación duplicada, devolución pedida por el deudor…).
      </Text>
      <FileInput
        label="Fichero del banco"
        placeholder="Seleccionar fichero XML"
        accept=".xml,application/xml,text/xml"
        clearable
        clearButtonProps={{ 'aria-label': 'Quitar fichero' }}
        leftSection={<IconFileTypeXml size={18} aria-hidden />}
        value={file}
        onChange={choose}
        error={problem}
        description="pain.002 (001.03, 001.10) o camt.054 (001.02, 001.08), hasta 10 MB."
      />
      <FailureAlert message={upload.isError ? serverMessageOr(upload.error, 'No se pudo registrar el fichero de devoluciones. Inténtelo de nuevo.') : null} />
      {upload.data && <Resultado fichero={upload.data} />}
      <DialogActions onCancel={onClose} cancelLabel={upload.data ? 'Cerrar' : 'Cancelar'} busy={upload.isPending}>
        {!upload.data && (
          <Button leftSection={<IconUpload size={18} aria-hidden />} loading={upload.isPending} onClick={send}>
            Registrar devoluciones
          </Button>
        )}
      </DialogActions>
    </Stack>
  );
}

function Resultado({ fichero }: { fichero: SepaDevolucionFichero }) {
  const count = fichero.devueltas.length;
  return (
    <Stack gap="xs">
      <Alert color={fichero.yaProcesado ? 'blue' : 'green'} title={fichero.yaProcesado ? 'Este fichero ya se había registrado' : `${count} ${count === 1 ? 'factura devuelta' : 'facturas devueltas'}`}>
        {fichero.yaProcesado
          ? 'No ha cambiado nada. Estas son las devoluciones que registró entonces.'
          : `Fichero ${fichero.mensaje} registrado.${fichero.yaDevueltas > 0 ? ` ${fichero.yaDevueltas} ${fichero.yaDevueltas === 1 ? 'cobro ya constaba' : 'cobros ya constaban'} como devuelto${fichero.yaDevueltas === 1 ? '' : 's'}.` : ''}`}
      </Alert>
      {count > 0 && (
        <List size="sm" spacing={4} aria-label="Facturas devueltas">
          {fichero.devueltas.map((devuelta) => (
            <List.Item key={devuelta.id}>
              <strong>{devuelta.numeroFactura}</strong> · {devuelta.empresa.razonSocial} · {formatEuros(eurosToCents(devuelta.importe))} — {devuelta.codigo}: {devuelta.motivo}.{' '}
              {SEPA_DEVOLUCION_ACCION_LABELS[devuelta.accion]}.
            </List.Item>
          ))}
        </List>
      )}
      {fichero.sinCoincidencia.length > 0 && (
        <Alert color="yellow" title="Sin coincidencia">
          <List size="sm" spacing={4}>
            {fichero.sinCoincidencia.slice(0, 20).map((item, index) => (
              <List.Item key={index}>{item.motivo}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
