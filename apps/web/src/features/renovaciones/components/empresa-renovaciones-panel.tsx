import { Alert, Badge, Button, Group, Loader, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { EmpresaToolDetail } from '@cumplia/shared/schemas/empresa';
import {
  RENOVACION_APPROVAL_WINDOW_DAYS,
  RENOVACION_EMPRESA_ESTADOS,
  RENOVACION_MESSAGES,
  RENOVACIONES_EMPRESA_PAGE_SIZE,
  estadoRenovacionEmpresa,
  type Renovacion,
} from '@cumplia/shared/schemas/renovacion';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type DataColumn } from '../../../components/data/data-table';
import { PagedTablePanel } from '../../../components/data/paged-table-panel';
import { ErrorState } from '../../../components/feedback/error-state';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { serverMessageOr } from '../../../lib/error-message';
import { formatDate, formatDateTime } from '@cumplia/shared/calendar';
import { changeRenovacionEstado } from '../api/change-renovacion-estado';
import { useEmpresaRenovacionCurrentQuery } from '../api/get-empresa-renovacion-current';
import { useEmpresaRenovacionesQuery } from '../api/get-empresa-renovaciones';
import { NOTIFICATIONS_QUERY_KEY } from '../../../lib/notifications-key';
import { renovacionesKeys } from '../api/renovaciones-keys';
import { toggleEmpresaRenovacion } from '../api/toggle-empresa-renovacion';
import { NuevaRenovacionForm } from './nueva-renovacion-form';
import { diasRestantesText } from '../utils/dias-restantes-text';

type Accion = 'aprobar' | 'cancelar' | 'deshabilitar';
const ACCIONES: Record<Accion, { title: string; question: string; button: string; color?: string }> = {
  aprobar: { title: 'Aprobar la renovación', question: '¿Aprobar la renovación? Al terminar el periodo empezará el siguiente y se emitirá su factura.', button: 'Aprobar' },
  cancelar: { title: 'Cancelar la aprobación', question: '¿Cancelar la aprobación? La renovación volverá a quedar pendiente.', button: 'Cancelar la aprobación', color: 'orange' },
  deshabilitar: { title: 'Deshabilitar la renovación', question: '¿Deshabilitar la renovación? Las herramientas terminarán al final del periodo y no se facturará.', button: 'Deshabilitar', color: 'red' },
};

function EmpresaEstadoBadge({ renovacion }: { renovacion: Renovacion }) {
  const estado = RENOVACION_EMPRESA_ESTADOS[estadoRenovacionEmpresa(renovacion)];
  return (
    <Badge color={estado.color} variant="light">
      {estado.label}
    </Badge>
  );
}

const HISTORY_COLUMNS: DataColumn<Renovacion>[] = [
  { header: 'Inicio', nowrap: true, cell: (renovacion) => formatDate(renovacion.fechaInicio) },
  { header: 'Fin', nowrap: true, cell: (renovacion) => formatDate(renovacion.fechaFin) },
  { header: 'Renovación', nowrap: true, cell: (renovacion) => formatDate(renovacion.fechaRenovacion) },
  { header: 'Estado', nowrap: true, cell: (renovacion) => <EmpresaEstadoBadge renovacion={renovacion} /> },
  { header: 'Última actualización', nowrap: true, cell: (renovacion) => formatDateTime(renovacion.ultimaActualizacion) },
];

/**
 * The renewals of the staff's company detail (spec 3 §4.6): the current renewal with its colour,
 * approve or cancel and disable (each confirmed first), the new-renewal form and the history, 5 per page.
 */
type Herramienta = Pick<EmpresaToolDetail, 'tool' | 'activa' | 'precio' | 'fechaInicio' | 'fechaFin'>;

export function EmpresaRenovacionesPanel({ empresaId, herramientas }: { empresaId: string; herramientas: readonly Herramienta[] }) {
  const queryClient = useQueryClient();
  const current = useEmpresaRenovacionCurrentQuery(empresaId);
  const [page, setPage] = useState(0);
  const history = useEmpresaRenovacionesQuery(empresaId, { page, size: RENOVACIONES_EMPRESA_PAGE_SIZE });
  const [creating, setCreating] = useState(false);
  const [asking, setAsking] = useState<Accion | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const renovacion = current.data ?? null;

  // The bell too: a renewal decided here may have been the priority one that rang it.
  const reload = () => Promise.all([queryClient.invalidateQueries({ queryKey: renovacionesKeys.empresa(empresaId) }), queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY })]);

  const ask = (accion: Accion) => {
    setFailure(null);
    setNotice(null);
    // Approval opens 18 days before the renewal date (spec 3 §4.6).
    if (accion === 'aprobar' && renovacion && renovacion.diasRestantes > RENOVACION_APPROVAL_WINDOW_DAYS) {
      setNotice(RENOVACION_MESSAGES.approvalWindow);
      return;
    }
    setAsking(accion);
  };

  const run = async (accion: Accion) => {
    setBusy(true);
    try {
      if (accion === 'deshabilitar') await changeRenovacionEstado('admin', empresaId, 'disable');
      else await toggleEmpresaRenovacion(empresaId);
    } catch (error) {
      setFailure(serverMessageOr(error, accion === 'deshabilitar' ? RENOVACION_MESSAGES.disableEmpresaError : RENOVACION_MESSAGES.toggleError));
    } finally {
      setBusy(false);
      setAsking(null);
      await reload();
    }
  };

  const estado = renovacion ? estadoRenovacionEmpresa(renovacion) : null;
  const dialog = asking ? ACCIONES[asking] : null;

  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Renovaciones" mt="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            Renovaciones
          </Title>
          {!creating && (
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              Nueva renovación
            </Button>
          )}
        </Group>
        {notice && (
          <Alert color="yellow" role="status" withCloseButton onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        <FailureAlert message={failure} onClose={() => setFailure(null)} />
        {creating && (
          <NuevaRenovacionForm
            empresaId={empresaId}
            herramientas={herramientas}
            onDone={() => {
              setCreating(false);
              void reload();
            }}
          />
        )}
        <Paper withBorder p="md" component="section" aria-label="Renovación actual">
          {current.isPending ? (
            <Loader size="sm" role="progressbar" aria-label="Cargando la renovación actual" />
          ) : current.isError ? (
            <ErrorState message={RENOVACION_MESSAGES.listError} onRetry={() => void current.refetch()} />
          ) : !renovacion ? (
            <Text c="dimmed">{RENOVACION_MESSAGES.noCurrent}</Text>
          ) : (
            <Stack gap="sm">
              <Group justify="space-between">
                <Text fw={600}>Renovación actual</Text>
                <EmpresaEstadoBadge renovacion={renovacion} />
              </Group>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                <Text size="sm">
                  Inicio <b>{formatDate(renovacion.fechaInicio)}</b>
                </Text>
                <Text size="sm">
                  Fin <b>{formatDate(renovacion.fechaFin)}</b>
                </Text>
                <Text size="sm">
                  Renovación <b>{formatDate(renovacion.fechaRenovacion)}</b>
                </Text>
                <Text size="sm">
                  {renovacion.diasRestantes < 0 ? <b>{diasRestantesText(renovacion.diasRestantes)}</b> : <>Días restantes <b>{renovacion.diasRestantes}</b></>}
                </Text>
              </SimpleGrid>
              {!renovacion.procesada && (
                <Group gap="sm">
                  {estado === 'PENDIENTE' && <Button onClick={() => ask('aprobar')}>Aprobar</Button>}
                  {estado === 'ACTIVA' && (
                    <Button variant="light" color="orange" onClick={() => ask('cancelar')}>
                      Cancelar la aprobación
                    </Button>
                  )}
                  {estado !== 'DESHABILITADA' && (
                    <Button variant="light" color="red" onClick={() => ask('deshabilitar')}>
                      Deshabilitar
                    </Button>
                  )}
                </Group>
              )}
            </Stack>
          )}
        </Paper>
        <Text fw={600}>Historial de renovaciones</Text>
        <PagedTablePanel
          data={history.data}
          isPending={history.isPending || history.isPlaceholderData}
          errorMessage={history.isError ? RENOVACION_MESSAGES.listError : null}
          onRetry={() => void history.refetch()}
          emptyMessage="La empresa no tiene renovaciones."
          loadingLabel="Cargando renovaciones"
          page={page}
          onPageChange={setPage}
          pagerDisabled={history.isPlaceholderData}
        >
          {(rows) => <DataTable rows={rows} columns={HISTORY_COLUMNS} rowKey={(row) => row.id} minWidth={560} />}
        </PagedTablePanel>
      </Stack>
      <Modal opened={dialog !== null} onClose={() => setAsking(null)} title={dialog?.title}>
        {dialog && asking && (
          <Stack gap="md">
            <Text>{dialog.question}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setAsking(null)} disabled={busy}>
                Volver
              </Button>
              <Button color={dialog.color} loading={busy} onClick={() => void run(asking)}>
                {dialog.button}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}
