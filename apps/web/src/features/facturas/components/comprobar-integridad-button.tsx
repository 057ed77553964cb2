import { Alert, Button, List, Modal, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { formatNumber } from '@cumplia/shared/numbers';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { serverMessageOr } from '../../../lib/error-message';
import { useComprobarIntegridadMutation } from '../api/comprobar-integridad';

/**
 * "Comprobar integridad" (decisions 0044, 0052): the invoice records' chain and the event log's
 * recomputed and every signature verified on the server; the result, and any anomaly, is also kept
 * in the event log.
 */
export function ComprobarIntegridadButton() {
  const [open, setOpen] = useState(false);
  const comprobar = useComprobarIntegridadMutation();
  const run = () => {
    setOpen(true);
    comprobar.mutate();
  };
  const result = comprobar.data;
  return (
    <>
      <Button variant="light" onClick={run} loading={comprobar.isPending} leftSection={<IconShieldCheck size={16} aria-hidden />}>
        Comprobar integridad
      </Button>
      <Modal opened={open && !comprobar.isPending} onClose={() => setOpen(false)} title="Integridad de los registros de facturación">
        <Stack gap="sm">
          {comprobar.isError && <FailureAlert message={serverMessageOr(comprobar.error, 'No se pudo comprobar la integridad. Inténtelo de nuevo.')} />}
          {result?.valida && (
            <Alert color="teal" variant="light">
              La cadena de {formatNumber(result.registros)} registros está completa y sus {formatNumber(result.firmados)} firmas son válidas.
              {result.eventos > 0 && ` El registro de eventos (${formatNumber(result.eventos)} eventos) también está completo.`}
            </Alert>
          )}
          {result && !result.valida && (
            <Alert color="red" variant="light" title="Se han encontrado anomalías">
              <List size="sm">
                {result.problemas.map((problema) => (
                  <List.Item key={`${problema.seq}-${problema.problema}`}>
                    Registro {problema.seq} (factura {problema.numSerieFactura}): {problema.problema}
                  </List.Item>
                ))}
                {result.problemasEventos.map((problema) => (
                  <List.Item key={`evento-${problema.seq}-${problema.problema}`}>
                    Evento {problema.seq} (tipo {problema.tipoEvento}): {problema.problema}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          {result?.certificadoDemo && (
            <Text size="sm" c="orange.8">
              Los registros están firmados con un certificado de demostración generado por Cumplia: configure el certificado de la empresa para que las firmas tengan validez.
            </Text>
          )}
          {result && (
            <Text size="sm" c="dimmed">
              La comprobación queda anotada en el registro de eventos.
            </Text>
          )}
        </Stack>
      </Modal>
    </>
  );
}
