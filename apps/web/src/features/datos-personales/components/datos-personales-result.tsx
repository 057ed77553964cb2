import { formatDateTime } from '@cumplia/shared/calendar';
import type { DatosPersonales } from '@cumplia/shared/schemas/datos-personales';
import { formatPhone } from '@cumplia/shared/validators/phone';
import { Accordion, Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { saveDatosPersonales } from '../utils/datos-personales-file';
import { DatosPersonalesSeccion } from './datos-personales-seccion';

const seccionValue = (index: number) => `seccion-${index + 1}`;

const SIN_DATOS = 'Cumplia no guarda ningún dato de esta persona.';

/** Whom the answer is about, as the server searched for them. */
function Interesado({ interesado }: { interesado: DatosPersonales['interesado'] }) {
  const facts = [
    { label: 'NIF/NIE', value: interesado.nif },
    { label: 'Correo electrónico', value: interesado.email },
    { label: 'Teléfono', value: interesado.telefono && formatPhone(interesado.telefono) },
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="md" verticalSpacing="xs" m={0}>
      {facts.map(({ label, value }) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {value || '—'}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/**
 * The answer to the person's request: whom it is about, each set of data Cumplia holds with its
 * purpose, retention and records, and the file to hand over, made from this answer.
 */
export function DatosPersonalesResult({ datos }: { datos: DatosPersonales }) {
  const { secciones } = datos;
  const ref = useRef<HTMLElement>(null);
  // Below the form, a phone would not show the answer: it is brought into view when it arrives. A
  // block body: Chromium's scrollIntoView returns a promise, which React would take for a clean-up.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [datos]);
  return (
    <Paper ref={ref} withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="datos-persona-titulo">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz="lg" id="datos-persona-titulo">
              Datos de la persona
            </Title>
            <Text size="sm" c="dimmed">
              Reunidos el {formatDateTime(datos.generadoEl)}
            </Text>
          </Stack>
          <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={() => saveDatosPersonales(datos)} w={{ base: '100%', xs: 'auto' }}>
            Descargar (JSON)
          </Button>
        </Group>
        <Interesado interesado={datos.interesado} />
        {secciones.length === 0 ? (
          <EmptyState message={SIN_DATOS} />
        ) : (
          <Accordion variant="separated" multiple defaultValue={[seccionValue(0)]} order={3}>
            {secciones.map((seccion, index) => (
              <DatosPersonalesSeccion key={seccion.titulo} seccion={seccion} value={seccionValue(index)} />
            ))}
          </Accordion>
        )}
        <Alert variant="light" color="cumplia" icon={<IconInfoCircle size={20} />}>
          Entregue el archivo a la persona por un medio seguro, dentro del mes siguiente a su solicitud (artículo 12.3 del RGPD). Esta consulta queda registrada.
        </Alert>
      </Stack>
    </Paper>
  );
}
