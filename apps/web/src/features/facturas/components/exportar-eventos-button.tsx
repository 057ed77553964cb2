import { Button, Stack } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useState } from 'react';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { serverMessageOr } from '../../../lib/error-message';
import { useBusyAction } from '../../../lib/use-busy-action';
import { exportRegistroEventos } from '../api/export-registro-eventos';

/** "Exportar registro de eventos" (decision 0052): the event log as XML; the export is itself an event. */
export function ExportarEventosButton() {
  const [failure, setFailure] = useState<string | null>(null);
  const { busy, run } = useBusyAction(
    async () => {
      setFailure(null);
      await exportRegistroEventos();
    },
    (error) => setFailure(serverMessageOr(error, 'No se pudo exportar el registro de eventos. Inténtelo de nuevo.')),
  );
  return (
    <Stack gap={4}>
      <Button variant="light" onClick={() => void run()} loading={busy} leftSection={<IconFileExport size={16} aria-hidden />}>
        Exportar registro de eventos
      </Button>
      {failure && <FailureAlert message={failure} />}
    </Stack>
  );
}
