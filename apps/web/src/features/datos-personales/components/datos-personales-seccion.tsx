import type { DatosPersonalesSeccion as Seccion } from '@cumplia/shared/schemas/datos-personales';
import { formatNumber } from '@cumplia/shared/numbers';
import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import { RegistroCard } from './registro-card';

/** "1 registro", "12 registros". */
const registrosCount = (count: number) => `${formatNumber(count)} ${count === 1 ? 'registro' : 'registros'}`;

/**
 * The records drawn on screen per set: a collaborator's user who sent a bulk upload of 100,000
 * companies has as many changes in the log; the file holds them all.
 */
export const REGISTROS_SHOWN = 50;

/**
 * One set of the person's data (an item of the result's accordion): what it is kept for and for how
 * long (RGPD art. 15.1.a and d), then each record. `value` names the item in the accordion, and its
 * control's and panel's ids: no spaces, unlike a title.
 */
export function DatosPersonalesSeccion({ seccion, value }: { seccion: Seccion; value: string }) {
  const { titulo, finalidad, conservacion, registros } = seccion;
  return (
    <Accordion.Item value={value}>
      <Accordion.Control>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text component="span" fw={600}>
            {titulo}
          </Text>
          <Badge component="span" variant="light" tt="none" fw={600}>
            {registrosCount(registros.length)}
          </Badge>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <Stack gap={4}>
            <Text size="sm">
              <Text span fw={600}>
                Finalidad:
              </Text>{' '}
              {finalidad}
            </Text>
            <Text size="sm">
              <Text span fw={600}>
                Conservación:
              </Text>{' '}
              {conservacion}
            </Text>
          </Stack>
          {registros.length > REGISTROS_SHOWN && (
            <Text size="sm" c="dimmed">
              Se muestran los {formatNumber(REGISTROS_SHOWN)} primeros de {formatNumber(registros.length)}; el archivo descargado los contiene todos.
            </Text>
          )}
          <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {registros.slice(0, REGISTROS_SHOWN).map((registro, index) => (
              <RegistroCard
                key={index}
                registro={registro}
                caption={registros.length > 1 ? `Registro ${formatNumber(index + 1)} de ${formatNumber(registros.length)}` : undefined}
              />
            ))}
          </Stack>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
