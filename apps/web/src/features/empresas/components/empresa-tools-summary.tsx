import { TOOLS } from '@cumplia/shared/enums';
import type { EmpresaStaffDetail } from '@cumplia/shared/schemas/empresa';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDate } from '@cumplia/shared/calendar';
import { eurosToCents, formatEuros } from '@cumplia/shared/money';

type Herramienta = EmpresaStaffDetail['herramientas'][number];

function contractText(tool: Herramienta): string {
  if (!tool.fechaFirmaContrato) return 'Contrato pendiente de firma';
  const period = tool.fechaInicio && tool.fechaFin ? ` · periodo ${formatDate(tool.fechaInicio)} – ${formatDate(tool.fechaFin)}` : '';
  return `Contrato firmado el ${formatDate(tool.fechaFirmaContrato)}${period}`;
}

/** The company's active tools with the price it pays for each, before VAT (spec 2 "Admin company detail"). */
export function EmpresaToolsSummary({ herramientas }: { herramientas: Herramienta[] }) {
  const active = herramientas.filter((tool) => tool.activa);
  if (active.length === 0) {
    return <Text c="dimmed">La empresa no tiene herramientas activas.</Text>;
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {active.map((tool) => (
        <Paper key={tool.tool} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={2}>
              <Text fw={600}>{TOOLS[tool.tool].label}</Text>
              <Text size="sm" c="dimmed">
                {contractText(tool)}
              </Text>
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatEuros(eurosToCents(tool.precio))}
              </Text>
              <Badge variant="light" color="gray" size="xs">
                sin IVA
              </Badge>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
