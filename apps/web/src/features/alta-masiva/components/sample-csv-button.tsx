import { ALTA_MASIVA_MESSAGES } from '@cumplia/shared/schemas/alta-masiva';
import { Alert, Button, Code, List, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataColumn } from '../../../components/data/data-table';
import { DialogActions } from '../../../components/forms/dialog-actions';
import { serverMessageOr } from '../../../lib/error-message';
import { useBusyAction } from '../../../lib/use-busy-action';
import { downloadSampleCsv } from '../api/download-sample-csv';
import { CSV_COLUMN_HELP } from '../utils/csv-columns';

const COLUMNS: DataColumn<(typeof CSV_COLUMN_HELP)[number]>[] = [
  { header: 'Columna', cell: ({ column }) => <Code>{column}</Code> },
  { header: 'Contenido', cell: ({ help }) => help },
];

export const DOWNLOAD_ERROR_MESSAGE = 'Error al descargar el archivo. Inténtelo de nuevo.';

/** "Descargar CSV de ejemplo" (spec 1 §2.15): first a dialog that explains the file, then the download. */
export function SampleCsvButton() {
  const [opened, setOpened] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setOpened(false);
    setFailure(null);
  };

  const { busy: downloading, run: download } = useBusyAction(
    async () => {
      setFailure(null);
      await downloadSampleCsv();
      setOpened(false);
    },
    (error) => setFailure(serverMessageOr(error, DOWNLOAD_ERROR_MESSAGE)),
  );

  return (
    <>
      <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} onClick={() => setOpened(true)}>
        Descargar CSV de ejemplo
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title="Cómo preparar el archivo CSV"
        size="xl"
        scrollAreaComponent={ScrollArea.Autosize}
      >
        <Stack gap="md">
          <List size="sm" spacing={6}>
            <List.Item>Una empresa por línea; la primera línea lleva los títulos de las columnas, como en el ejemplo.</List.Item>
            <List.Item>
              Las columnas se separan con punto y coma (<Code>;</Code>) o con coma (<Code>,</Code>).
            </List.Item>
            <List.Item>
              Las herramientas se indican con <Code>SI</Code> o <Code>NO</Code>.
            </List.Item>
            <List.Item>
              ¿Trabaja con Excel? Abra el ejemplo, rellénelo y use «Guardar como» con el tipo «CSV UTF-8 (delimitado por
              comas)» o «CSV (delimitado por comas)»: los dos funcionan.
            </List.Item>
            <List.Item>{ALTA_MASIVA_MESSAGES.limits}</List.Item>
            <List.Item>
              Cada empresa se da de alta con las mismas comprobaciones que el formulario «Alta de empresa»; las líneas con
              errores se ven en el detalle del archivo.
            </List.Item>
          </List>
          <DataTable rows={CSV_COLUMN_HELP} columns={COLUMNS} rowKey={({ column }) => column} minWidth={420} verticalSpacing={6} />
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              {failure}
            </Alert>
          )}
          <DialogActions onCancel={close} cancelLabel="Cerrar">
            <Button leftSection={<IconDownload size={18} aria-hidden />} loading={downloading} onClick={() => void download()}>
              Descargar ejemplo
            </Button>
          </DialogActions>
          <Text size="xs" c="dimmed">
            El ejemplo trae dos empresas ficticias: sustitúyalas por las suyas antes de subirlo.
          </Text>
        </Stack>
      </Modal>
    </>
  );
}
