import type { StaffArea } from '@cumplia/shared/enums';
import { Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { formatPhone } from '@cumplia/shared/validators/phone';
import { DataTable, type DataColumn } from '../../../components/data/data-table';
import { PagedTablePanel } from '../../../components/data/paged-table-panel';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { SuccessNotice } from '../../../components/feedback/success-notice';
import { useNuevasEmpresasQuery, type StaffEmpresaListItem } from '../api/get-nuevas-empresas';
import { useVerifyEmpresaMutation } from '../api/verify-empresa';
import { nombreEmpresa } from '../utils/nombre-empresa';

export const NUEVAS_EMPRESAS_EMPTY = 'No hay empresas disponibles.';

const COLUMNS: DataColumn<StaffEmpresaListItem>[] = [
  { header: 'Teléfono', cell: (empresa) => formatPhone(empresa.telefono), nowrap: true },
  { header: 'CIF/NIF', cell: (empresa) => empresa.nifCif, nowrap: true },
  {
    header: 'Nombre Empresa',
    cell: (empresa) => (
      <Text size="sm" fw={600}>
        {nombreEmpresa(empresa)}
      </Text>
    ),
  },
  {
    header: 'Administrador',
    cell: (empresa) => (
      <Stack gap={0}>
        <Text size="sm">{empresa.nombre}</Text>
        {empresa.username && (
          <Text size="xs" c="dimmed">
            {empresa.username}
          </Text>
        )}
      </Stack>
    ),
  },
];

type NuevasEmpresasPanelProps = {
  /** Whose calls: `admin/empresas` or `worker/empresas`. */
  area: StaffArea;
  /** "Verificar" on each row (the superadmin's home); without, the list only (the worker's). */
  canVerify: boolean;
  /** After a company is verified, for what else shows its state (the dashboard). */
  onVerified?: () => void;
};

/**
 * The companies not yet verified, 7 a page, on the staff homes (spec 2 "Superadmin home", "Worker
 * home"). Loading failures are only logged, with no message to the user (spec 2).
 */
export function NuevasEmpresasPanel({ area, canVerify, onVerified }: NuevasEmpresasPanelProps) {
  const [page, setPage] = useState(0);
  const { data, isPending, isFetching, error } = useNuevasEmpresasQuery(area, page);
  const verify = useVerifyEmpresaMutation(onVerified);
  // What "Verificar" did, said on the page and announced (issue 23: before, the row just vanished).
  const [outcome, setOutcome] = useState<{ verified: boolean; nombre: string } | null>(null);
  const verifyRow = (empresa: StaffEmpresaListItem) => {
    setOutcome(null);
    verify.mutate(empresa.id, {
      onSuccess: () => setOutcome({ verified: true, nombre: nombreEmpresa(empresa) }),
      onError: () => setOutcome({ verified: false, nombre: nombreEmpresa(empresa) }),
    });
  };

  useEffect(() => {
    if (error) console.error('No se pudieron obtener las empresas', error);
  }, [error]);

  // Verifying the last company of the last page leaves it empty: show the page before.
  const pageEmptied = data !== undefined && data.content.length === 0 && page > 0;
  useEffect(() => {
    if (pageEmptied) setPage(Math.max(0, Math.min(page - 1, data.totalPages - 1)));
  }, [pageEmptied, page, data]);

  const columns: DataColumn<StaffEmpresaListItem>[] = canVerify
    ? [
        ...COLUMNS,
        {
          header: 'Acciones',
          nowrap: true,
          cell: (empresa) => (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCircleCheck size={16} aria-hidden />}
              loading={verify.isPending && verify.variables === empresa.id}
              disabled={verify.isPending && verify.variables !== empresa.id}
              onClick={() => verifyRow(empresa)}
              aria-label={`Verificar ${nombreEmpresa(empresa)}`}
            >
              Verificar
            </Button>
          ),
        },
      ]
    : COLUMNS;

  const notice = outcome?.verified ? (
    <SuccessNotice onClose={() => setOutcome(null)}>
      {outcome.nombre} está verificada: ya no figura entre las nuevas empresas.
    </SuccessNotice>
  ) : (
    <FailureAlert message={outcome && `No se pudo verificar ${outcome.nombre}. Inténtelo de nuevo.`} onClose={() => setOutcome(null)} />
  );

  return (
    <Stack gap="sm">
      {notice}
      <PagedTablePanel
        data={data}
        isPending={isPending}
        errorMessage={null}
        emptyMessage={NUEVAS_EMPRESAS_EMPTY}
        loadingLabel="Cargando empresas"
        page={page}
        onPageChange={setPage}
        pagerDisabled={isFetching}
      >
        {(empresas) => <DataTable rows={empresas} columns={columns} rowKey={(empresa) => empresa.id} minWidth={canVerify ? 720 : 600} />}
      </PagedTablePanel>
    </Stack>
  );
}
