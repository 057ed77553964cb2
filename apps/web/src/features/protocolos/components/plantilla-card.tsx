import type { ToolCode } from '@cumplia/shared/enums';
import { PROTOCOLOS, plantillaDownloadErrorMessage, plantillaNotAvailableMessage } from '@cumplia/shared/schemas/protocolo';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockPause, IconDownload, IconShieldLock, IconUserShield, type Icon } from '@tabler/icons-react';
import { useState } from 'react';
import { FailureDialog } from '../../../components/feedback/failure-dialog';
import { isApiRequestError } from '../../../lib/api-error';
import { useBusyAction } from '../../../lib/use-busy-action';
import { downloadPlantilla } from '../api/download-plantilla';

const CARDS: Record<ToolCode, { icon: Icon; description: string }> = {
  LOPD: {
    icon: IconShieldLock,
    description:
      'Registro de actividades de tratamiento, cláusulas informativas, compromiso de confidencialidad, medidas de seguridad y procedimiento ante brechas (RGPD y LOPDGDD).',
  },
  ACOSO: {
    icon: IconUserShield,
    description: 'Prevención y actuación frente al acoso sexual, por razón de sexo y laboral: comisión de instrucción, procedimiento, plazos y medidas de protección.',
  },
  DIGITAL: {
    icon: IconClockPause,
    description: 'Tiempos y medidas de desconexión, trabajo a distancia y excepciones (art. 88 LOPDGDD, art. 20 bis ET y Ley 10/2021).',
  },
};

/** Spec 1 §8: a 404 says the document is not available; anything else, try again later. */
export function plantillaFailureMessage(tool: ToolCode, error: unknown): string {
  return isApiRequestError(error) && error.status === 404 ? plantillaNotAvailableMessage(tool) : plantillaDownloadErrorMessage(tool);
}

/** One document card of the client's home: what the protocol is and "Descargar". */
export function PlantillaCard({ tool }: { tool: ToolCode }) {
  const { icon: CardIcon, description } = CARDS[tool];
  const [failure, setFailure] = useState<string | null>(null);
  const { busy: downloading, run: download } = useBusyAction(
    async () => {
      setFailure(null);
      await downloadPlantilla(tool);
    },
    (error) => setFailure(plantillaFailureMessage(tool, error)),
  );

  return (
    <Card withBorder shadow="xs" padding="lg" radius="md" component="article" aria-label={PROTOCOLOS[tool].title}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light">
            <CardIcon size={22} aria-hidden />
          </ThemeIcon>
          <Title order={3} fz="md">
            {PROTOCOLOS[tool].title}
          </Title>
        </Group>
        <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {description}
        </Text>
        <Text size="xs" c="dimmed">
          PDF · {PROTOCOLOS[tool].plantillaFile}
        </Text>
        <Button leftSection={<IconDownload size={18} aria-hidden />} loading={downloading} onClick={() => void download()}>
          Descargar
        </Button>
      </Stack>
      <FailureDialog title={PROTOCOLOS[tool].title} message={failure} onClose={() => setFailure(null)} />
    </Card>
  );
}
