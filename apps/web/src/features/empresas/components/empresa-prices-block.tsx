import { TOOL_CODES, TOOLS, type ToolCode } from '@cumplia/shared/enums';
import type { Empresa } from '@cumplia/shared/schemas/empresa';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { eurosToCents, formatEuros } from '@cumplia/shared/money';

const PRICE_FIELDS = { LOPD: 'precioLopdgdd', ACOSO: 'precioAcosoLaboral', DIGITAL: 'precioDesconexionDigital' } as const satisfies Record<ToolCode, keyof Empresa>;

/**
 * The company's protocol prices, read-only (spec 2 §5 "Worker company edit by id"): LOPDGDD, Acoso
 * Laboral and Desconexión Digital, each with its price in euros and whether it is active.
 */
export function EmpresaPricesBlock({ empresa }: { empresa: Empresa }) {
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="precios-titulo">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="lg" id="precios-titulo">
            Precios de los protocolos
          </Title>
          <Text size="sm" c="dimmed">
            Lo que paga la empresa por cada protocolo al año, sin IVA.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {TOOL_CODES.map((code) => {
            const active = empresa[TOOLS[code].flag];
            return (
              <Paper key={code} withBorder radius="md" p="sm" bg={active ? undefined : 'var(--mantine-color-gray-0)'}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600}>{TOOLS[code].label}</Text>
                  <Badge variant="light" color={active ? 'teal' : 'gray'} size="sm">
                    {active ? 'Activa' : 'Inactiva'}
                  </Badge>
                </Group>
                <Text fz="xl" fw={700} mt={4}>
                  {formatEuros(eurosToCents(empresa[PRICE_FIELDS[code]]))}
                </Text>
              </Paper>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
