import { TOOL_CODES, TOOLS, type ToolCode } from '@cumplia/shared/enums';
import type { Empresa } from '@cumplia/shared/schemas/empresa';
import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFolderOpen } from '@tabler/icons-react';
import { PlantillaCard } from './plantilla-card';

/** Each tool's contract-accepted flag (spec 1 §3). */
const CONTRACT_FLAG = {
  LOPD: 'contratoLopdAceptado',
  ACOSO: 'contratoAcosoAceptado',
  DIGITAL: 'contratoDesconexionAceptado',
} as const satisfies Record<ToolCode, keyof Empresa>;

export const NO_PLANTILLAS_TITLE = 'Todavía no hay documentos para descargar';
export const NO_PLANTILLAS_MESSAGE =
  'Sus protocolos aparecerán aquí en cuanto la herramienta esté activa, su contrato firmado y las descargas habilitadas. Si ya ha firmado, puede tardar unos minutos; ante cualquier duda, contacte con su gestoría o con Cumplia.';

/** Spec 1 §4: a card shows only when downloads are allowed, the tool is on and its contract accepted. */
export function plantillasOf(empresa: Empresa): ToolCode[] {
  if (!empresa.permitirDescarga) return [];
  return TOOL_CODES.filter((tool) => empresa[TOOLS[tool].flag] && empresa[CONTRACT_FLAG[tool]]);
}

/** The client's document cards (spec 1 §2.9), or a friendly note while there are none. */
export function PlantillaCards({ empresa }: { empresa: Empresa }) {
  const tools = plantillasOf(empresa);
  return (
    <Stack gap="md" component="section" aria-labelledby="mis-documentos">
      <Title order={2} fz="lg" id="mis-documentos">
        Mis documentos
      </Title>
      {tools.length === 0 ? (
        <Stack align="center" gap="xs" py="xl" maw={560} mx="auto" ta="center">
          <ThemeIcon size={52} radius="xl" variant="light" color="gray">
            <IconFolderOpen size={28} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>{NO_PLANTILLAS_TITLE}</Text>
          <Text c="dimmed">{NO_PLANTILLAS_MESSAGE}</Text>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {tools.map((tool) => (
            <PlantillaCard key={tool} tool={tool} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
