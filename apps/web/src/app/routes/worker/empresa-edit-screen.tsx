import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EmpresaLoader } from '../../../features/empresas/components/empresa-loader';
import { SuccessDialog } from '../../../components/feedback/success-dialog';
import { BackButton } from '../../../components/layout/back-button';
import { PageHeader } from '../../../components/layout/page-header';
import { useWorkerEmpresaQuery } from '../../../features/empresas/api/get-worker-empresa';
import { updateWorkerEmpresa } from '../../../features/empresas/api/update-worker-empresa';
import { StaffEmpresaForm } from '../../../features/empresas/components/staff-empresa-form';
import { ToolsHint } from '../../../features/empresas/components/tools-hint';
import { EMPRESA_ERROR_MESSAGES } from '../../../features/empresas/utils/empresa-error';
import { useQueryClient } from '@tanstack/react-query';
import { empresasKeys } from '../../../features/empresas/api/empresas-keys';

/** Where the worker goes after saving: their company list (docs/decisions/0018; the spec's /iniciogestora is the gestoría's home). */
export const WORKER_EMPRESAS_LIST = '/worker-editar-cliente-listado';

/**
 * /worker-editar-cliente-empresa?cifNif= (spec 2 "Company edit screens", worker edit by cifNif):
 * 'Editar Empresa', the username and the three services read-only, the success dialog and then the
 * worker's company list; an error dialog on failure. The guard sends a missing cifNif to /not-found.
 */
export default function WorkerEmpresaNifEditScreen() {
  const nifCif = (useSearchParams()[0].get('cifNif') ?? '').trim();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useWorkerEmpresaQuery(nifCif);
  const empresa = query.data;
  const [saved, setSaved] = useState(false);

  return (
    <Stack maw={980} mx="auto" gap={0}>
      <PageHeader
        eyebrow="Panel de trabajo"
        title="Editar Empresa"
        description={empresa ? `${empresa.nombreComercial || empresa.razonSocial} · ${empresa.nifCif}` : undefined}
        back={<BackButton fallback={WORKER_EMPRESAS_LIST} />}
      />
      <EmpresaLoader query={query} errorMessage={EMPRESA_ERROR_MESSAGES.load}>
        {(empresa) => (
          <StaffEmpresaForm
            key={empresa.id}
            empresa={empresa}
            screen="workerByNifCif"
            toolsHint={<ToolsHint listPath={WORKER_EMPRESAS_LIST} />}
            // By id: the form may change the NIF/CIF the address names.
            save={async (values) => {
              await updateWorkerEmpresa(empresa.id, values);
              await queryClient.invalidateQueries({ queryKey: empresasKeys.all, refetchType: 'none' });
              setSaved(true);
            }}
          />
        )}
      </EmpresaLoader>
      <SuccessDialog
        opened={saved}
        title="¡Actualización Exitosa!"
        message="La empresa ha sido actualizada correctamente."
        buttonLabel="Aceptar"
        onClose={() => navigate(WORKER_EMPRESAS_LIST)}
      />
    </Stack>
  );
}
