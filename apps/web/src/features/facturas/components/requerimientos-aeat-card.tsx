import { Alert, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { ErrorState } from '../../../components/feedback/error-state';
import { useRequerimientosQuery } from '../api/get-requerimientos';
import { RequerimientoForm } from './requerimiento-form';
import { RequerimientosTable } from './requerimientos-table';

/**
 * "Requerimientos de la Agencia Tributaria" (decision 0083): a system that is not VERI*FACTU remits
 * its records only when the agency requires them. The superadmin names the request and the period;
 * the list shows each remittance as the job sends it, with the agency's answers.
 */
export function RequerimientosAeatCard() {
  const requerimientos = useRequerimientosQuery();
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="requerimientos-titulo">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="requerimientos-titulo">
            Requerimientos de la Agencia Tributaria
          </Title>
          <Text size="sm" c="dimmed">
            Cumplia no envía sus registros de facturación a la AEAT salvo que esta los requiera. Cuando reciba un requerimiento, indique su referencia y el periodo de
            expedición de las facturas que pide: los registros se remiten firmados, tal como se conservan, al servicio de la AEAT para requerimientos.
          </Text>
        </div>
        {requerimientos.isPending && (
          <Center py="lg" role="status">
            <Loader size="sm" aria-label="Cargando las remisiones" />
          </Center>
        )}
        {requerimientos.isError && <ErrorState message="No se pudieron cargar las remisiones a la AEAT." onRetry={() => void requerimientos.refetch()} />}
        {requerimientos.data &&
          (requerimientos.data.sinRemision ? (
            <Alert color="yellow" variant="light" icon={<IconInfoCircle size={20} />} title="No se pueden remitir registros ahora">
              {requerimientos.data.sinRemision}
            </Alert>
          ) : (
            <RequerimientoForm />
          ))}
        {requerimientos.data && (
          <Stack gap="sm">
            <Title order={3} size="h4">
              Remisiones
            </Title>
            <RequerimientosTable remisiones={requerimientos.data.remisiones} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
