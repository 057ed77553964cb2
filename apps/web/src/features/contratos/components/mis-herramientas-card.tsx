import { TOOL_CODES, TOOLS, type ToolCode } from '@cumplia/shared/enums';
import { formatDate } from '@cumplia/shared/calendar';
import type { MiContrato } from '@cumplia/shared/schemas/contrato';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { serverMessageOr } from '../../../lib/error-message';
import { useBusyAction } from '../../../lib/use-busy-action';
import { openSigningPage, useMisContratosQuery } from '../api/mis-contratos';

/** The newest contract of each tool that was not annulled (the list comes newest first). */
function currentContracts(contratos: readonly MiContrato[]): Partial<Record<ToolCode, MiContrato>> {
  const current: Partial<Record<ToolCode, MiContrato>> = {};
  for (const contrato of contratos) if (contrato.status !== 'ANULADO') current[contrato.tool] ??= contrato;
  return current;
}

function ToolRow({ tool, contrato }: { tool: ToolCode; contrato: MiContrato | undefined }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { busy, run: sign } = useBusyAction(
    async () => {
      setFailure(null);
      navigate(await openSigningPage(tool));
    },
    (error) => setFailure(serverMessageOr(error, 'No se pudo abrir la firma. Inténtelo de nuevo.')),
  );
  const label = TOOLS[tool].label;
  return (
    <Stack gap={6} py="xs">
      <Group justify="space-between" gap="sm">
        <Stack gap={2}>
          <Text fw={600}>{label}</Text>
          {contrato?.status === 'PENDIENTE' && <Text size="sm" c="dimmed">Su contrato espera su firma: se firma con un código que le enviamos por SMS.</Text>}
          {contrato?.status === 'FIRMADO' && contrato.signedAt && <Text size="sm" c="dimmed">Contrato firmado el {formatDate(contrato.signedAt)}.</Text>}
          {!contrato && <Text size="sm" c="dimmed">Activa.</Text>}
        </Stack>
        {contrato?.status === 'PENDIENTE' ? (
          <Group gap="sm">
            <Badge color="orange" variant="light">
              Pendiente de firma
            </Badge>
            <Button leftSection={<IconSignature size={18} aria-hidden />} loading={busy} onClick={() => void sign()} aria-label={`Firmar ahora el contrato de ${label}`}>
              Firmar ahora
            </Button>
          </Group>
        ) : (
          <Badge color="teal" variant="light">
            {contrato?.status === 'FIRMADO' ? 'Firmado' : 'Activa'}
          </Badge>
        )}
      </Group>
      <FailureAlert message={failure} />
    </Stack>
  );
}

/**
 * The client home's first card (issue 23): each tool it has with the state of its contract, and
 * "Firmar ahora" leading a pending one to its signing page.
 */
export function MisHerramientasCard({ activeTools }: { activeTools: readonly ToolCode[] }) {
  const { data: contratos = [] } = useMisContratosQuery();
  const current = currentContracts(contratos);
  const tools = TOOL_CODES.filter((tool) => activeTools.includes(tool) || current[tool]?.status === 'PENDIENTE');
  const pending = tools.filter((tool) => current[tool]?.status === 'PENDIENTE').length;
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Sus herramientas
        </Title>
        {pending > 0 && (
          <Text size="sm">{pending === 1 ? 'Tiene un contrato pendiente de firma.' : `Tiene ${pending} contratos pendientes de firma.`}</Text>
        )}
        {tools.length === 0 && <Text c="dimmed">No tiene herramientas activas.</Text>}
        {tools.map((tool) => (
          <ToolRow key={tool} tool={tool} contrato={current[tool]} />
        ))}
      </Stack>
    </Paper>
  );
}
