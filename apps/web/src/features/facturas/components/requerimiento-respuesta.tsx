import { List, Stack, Text } from '@mantine/core';
import type { Requerimiento, RequerimientoMensaje } from '@cumplia/shared/schemas/requerimiento';

/** The agency's EstadoEnvio (RespuestaSuministro.xsd) as words. */
const ESTADO_ENVIO: Record<string, string> = {
  Correcto: 'Correcto',
  ParcialmenteCorrecto: 'Parcialmente correcto',
  Incorrecto: 'Incorrecto',
};

const rechazadosCount = (count: number) => (count === 1 ? '1 registro rechazado' : `${count} registros rechazados`);

function Mensaje({ mensaje }: { mensaje: RequerimientoMensaje }) {
  return (
    <div>
      <Text size="sm">
        Mensaje {mensaje.numero}: {ESTADO_ENVIO[mensaje.estado] ?? mensaje.estado}
        {mensaje.csv && (
          <>
            {' · '}
            <span style={{ whiteSpace: 'nowrap' }}>CSV {mensaje.csv}</span>
          </>
        )}
      </Text>
      {mensaje.rechazados.length > 0 && (
        <>
          <Text size="sm" c="red.9" fw={500}>
            {rechazadosCount(mensaje.rechazados.length)}
          </Text>
          <List size="xs" spacing={2} ta="left">
            {mensaje.rechazados.map((rechazado) => (
              <List.Item key={`${rechazado.operacion} ${rechazado.numSerieFactura}`}>
                {[rechazado.operacion === 'Anulacion' ? `${rechazado.numSerieFactura} (anulación)` : rechazado.numSerieFactura, rechazado.codigo, rechazado.descripcion].filter(Boolean).join(' · ')}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </div>
  );
}

/**
 * What the agency answered to each message of a remittance (state, CSV, the records it refused with
 * their code and reason) and, for one that stopped, why (decision 0083).
 */
export function RequerimientoRespuesta({ remision }: { remision: Requerimiento }) {
  const waiting = remision.estado === 'pendiente' || remision.estado === 'enviando';
  return (
    <Stack gap={6}>
      {remision.mensajes.map((mensaje) => (
        <Mensaje key={mensaje.numero} mensaje={mensaje} />
      ))}
      {remision.mensajes.length === 0 && !remision.error && (
        <Text size="sm" c="dimmed">
          {waiting ? 'Esperando la respuesta de la AEAT.' : 'Sin respuesta.'}
        </Text>
      )}
      {remision.error && (
        <Text size="sm" c="red.9">
          {remision.error}
        </Text>
      )}
    </Stack>
  );
}
