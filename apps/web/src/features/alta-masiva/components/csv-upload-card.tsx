import { ALTA_MASIVA_MESSAGES } from '@cumplia/shared/schemas/alta-masiva';
import { Button, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { SuccessDialog } from '../../../components/feedback/success-dialog';
import { serverMessageOr } from '../../../lib/error-message';
import { useUploadCsvMutation } from '../api/upload-csv';
import { csvFileProblem, formatFileSize } from '../utils/csv-file';
import { SampleCsvButton } from './sample-csv-button';

export const UPLOAD_ERROR_MESSAGE = 'Error al subir el archivo. Por favor, inténtelo de nuevo.';

type CsvUploadCardProps = {
  /** After the "received" dialog is closed (spec 1 §2.15: back to the previous page). */
  onUploaded: () => void;
};

/** Choose a CSV, then "Subir"; the server keeps the file and registers its companies in the background. */
export function CsvUploadCard({ onUploaded }: CsvUploadCardProps) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [received, setReceived] = useState(false);
  const upload = useUploadCsvMutation();

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setFailure(null);
    setProblem(chosen ? csvFileProblem(chosen) : null);
  };

  const send = () => {
    const found = csvFileProblem(file);
    setProblem(found);
    setFailure(null);
    if (found || !file) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        setReceived(true);
      },
      onError: (error) => setFailure(serverMessageOr(error, UPLOAD_ERROR_MESSAGE)),
    });
  };

  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="subir-csv-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} maw={560}>
            <Title order={2} fz="lg" id="subir-csv-title">
              Subir archivo
            </Title>
            <Text size="sm" c="dimmed">
              Descargue el ejemplo, rellénelo con sus empresas (una por línea) y súbalo. Cumplia las dará de alta en unos
              instantes y podrá seguir el progreso en la tabla de archivos.
            </Text>
          </Stack>
          <SampleCsvButton />
        </Group>
        <Stack gap="sm" maw={480}>
          <FileInput
            label="Archivo CSV"
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            placeholder="Seleccionar archivo CSV"
            accept=".csv,text/csv"
            clearable
            clearButtonProps={{ 'aria-label': 'Quitar archivo' }}
            leftSection={<IconFileTypeCsv size={18} aria-hidden />}
            value={file}
            onChange={choose}
            error={problem}
            description={file && !problem ? formatFileSize(file.size) : ALTA_MASIVA_MESSAGES.format}
          />
          {file && (
            <div>
              <Button leftSection={<IconUpload size={18} aria-hidden />} loading={upload.isPending} onClick={send}>
                Subir
              </Button>
            </div>
          )}
        </Stack>
        <FailureAlert message={failure} />
      </Stack>
      <SuccessDialog opened={received} onClose={onUploaded} title="Archivo recibido" message={ALTA_MASIVA_MESSAGES.received} buttonLabel="Aceptar" />
    </Paper>
  );
}
