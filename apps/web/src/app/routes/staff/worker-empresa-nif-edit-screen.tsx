import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EmpresaLoader } from '../../../features/empresas/components/empresa-loader';
import { SuccessDialog } from '../../../components/feedback/success-dialog';
import { useWorkerEmpresaQuery } from '../../../features/empresas/api/get-worker-empresa';
import { updateWorkerEmpresa } from '../../../features/empresas/api/update-worker-empresa';
import { StaffEmpresaForm } from '../../../features/empresas/components/staff-empresa-form';
import { ToolsHint } from '../../../features/empresas/components/tools-hint';
import { EMPRESA_ERROR_MESSAGES } from '../../../features/empresas/utils/empresa-error';
import { useQueryClient } from '@tanstack/react-query';
import { empresasKeys } from '../../../features/empresas/api/empresas-keys';
import { empresaCaption } from './empresa-caption';
import type { StaffAreaSettings } from './staff-area';
import { StaffPage } from './staff-page';

/**
 * /worker-editar-cliente-empresa?cifNif= (spec 2 "Company edit screens", worker edit by cifNif), the
 * worker's area only: 'Editar Empresa', the username and the three services read-only, the success
 * dialog and then the area's company list (docs/decisions/0018: the spec's /iniciogestora is the
 * gestoría's home); an error dialog on failure. The guard sends a missing cifNif to /not-found.
 */
export default function WorkerEmpresaNifEditScreen({ staffArea }: { staffArea: StaffAreaSettings }) {
  const nifCif = (useSearchParams()[0].get('cifNif') ?? '').trim();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useWorkerEmpresaQuery(nifCif);
  const empresa = query.data;
  const [saved, setSaved] = useState(false);
  const listPath = staffArea.paths.empresas;

  return (
    <StaffPage staffArea={staffArea} title="Editar Empresa" description={empresa ? empresaCaption(empresa) : undefined} backFallback={listPath} maw={980}>
      <EmpresaLoader query={query} errorMessage={EMPRESA_ERROR_MESSAGES.load}>
        {(empresa) => (
          <StaffEmpresaForm
            key={empresa.id}
            empresa={empresa}
            screen="workerByNifCif"
            toolsHint={<ToolsHint listPath={listPath} />}
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
        onClose={() => navigate(listPath)}
      />
    </StaffPage>
  );
}
