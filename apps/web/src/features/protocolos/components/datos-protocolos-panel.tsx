import { DATOS_REQUERIDOS, type DatoRequerido } from '@cumplia/shared/schemas/datos-protocolos';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList, IconPencil } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ErrorState } from '../../../components/feedback/error-state';
import { useDatosProtocolosQuery } from '../api/get-datos-protocolos';
import type { DatosProtocolosTarget } from '../utils/datos-protocolos-target';
import { DatosProtocolosForm } from './datos-protocolos-form';

export const DATOS_PROTOCOLOS_TITLE = 'Datos para los protocolos';
export const DATOS_PROTOCOLOS_LOAD_FAILED = 'No se pudieron cargar los datos para los protocolos.';
export const DATOS_COMPLETOS = 'Datos completos: los protocolos se redactan con ellos.';

/** "Faltan N datos: …" or that all are known. */
export function DatosPendientesNotice({ pendientes }: { pendientes: DatoRequerido[] }) {
  if (pendientes.length === 0) {
    return (
      <Text size="sm" c="teal.8">
        {DATOS_COMPLETOS}
      </Text>
    );
  }
  return (
    <Alert role="note" color="yellow" variant="light" icon={<IconClipboardList size={20} aria-hidden />} title={`Faltan ${pendientes.length} ${pendientes.length === 1 ? 'dato' : 'datos'} para sus protocolos`}>
      <Text size="sm">
        Mientras falten, los documentos indican «pendiente de completar» en su lugar y no sacan conclusiones de ellos: {pendientes.map((key) => DATOS_REQUERIDOS[key]).join(', ')}.
      </Text>
    </Alert>
  );
}

/**
 * The company's facts for its protocols (client, gestoría, staff): which are missing, and the form to
 * fill them, opened on demand so that the page it sits on stays short.
 */
export function DatosProtocolosPanel({ target, cnae }: { target: DatosProtocolosTarget; cnae?: string }) {
  const query = useDatosProtocolosQuery(target);
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg" id={titleId}>
            {DATOS_PROTOCOLOS_TITLE}
          </Title>
          <Text size="sm" c="dimmed">
            Lo que los protocolos necesitan saber de la empresa, una sola vez: con ellos se decide, por ejemplo, si debe designar un delegado de protección de datos.
          </Text>
        </Stack>
        {query.isPending ? (
          <Loader size="sm" role="progressbar" aria-label="Cargando datos para los protocolos" />
        ) : query.isError ? (
          <ErrorState message={DATOS_PROTOCOLOS_LOAD_FAILED} onRetry={() => void query.refetch()} />
        ) : (
          <>
            <DatosPendientesNotice pendientes={query.data.pendientes} />
            {editing ? (
              <DatosProtocolosForm target={target} loaded={query.data} cnae={cnae} />
            ) : (
              <Group>
                <Button variant="light" leftSection={<IconPencil size={18} aria-hidden />} onClick={() => setEditing(true)}>
                  {query.data.pendientes.length > 0 ? 'Completar datos' : 'Editar datos'}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
