import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { EmpresaLoader } from '../../../features/empresas/components/empresa-loader';
import { SuccessNotice } from '../../../components/feedback/success-notice';
import { useWorkerEmpresaQuery } from '../../../features/empresas/api/get-worker-empresa';
import { useUpdateWorkerEmpresaMutation } from '../../../features/empresas/api/update-worker-empresa';
import { EMPRESA_UPDATED_MESSAGE } from '../../../features/empresas/components/edit-empresa-form';
import { EmpresaPricesBlock } from '../../../features/empresas/components/empresa-prices-block';
import { StaffEmpresaForm } from '../../../features/empresas/components/staff-empresa-form';
import { ToolsHint } from '../../../features/empresas/components/tools-hint';
import { EMPRESA_ERROR_MESSAGES } from '../../../features/empresas/utils/empresa-error';
import { getAuthToken, getTokenRoles } from '../../../lib/auth-storage';
import { empresaCaption } from './empresa-caption';
import { staffAreaOf } from './staff-area';
import { StaffPage } from './staff-page';

/**
 * /empresas-worker/:id/edit (spec 2 "Company edit screens", worker edit by company id): the
 * protocol prices read-only, the company's form with "Volver" and "Guardar Cambios", the server's
 * errors under each field and in the error dialog.
 */
export default function WorkerEmpresaEditScreen() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const query = useWorkerEmpresaQuery(id);
  const empresa = query.data;
  const update = useUpdateWorkerEmpresaMutation(id);
  const [saved, setSaved] = useState(false);
  const staffArea = staffAreaOf(getTokenRoles(getAuthToken()));
  const home = staffArea.paths.empresas;

  const goBack = () => {
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (historyIndex > 0) navigate(-1);
    else navigate(home);
  };

  return (
    <StaffPage staffArea={staffArea} title="Precios y datos de la empresa" description={empresa ? empresaCaption(empresa) : undefined} backFallback={home} maw={980}>
      <EmpresaLoader query={query} errorMessage={EMPRESA_ERROR_MESSAGES.load}>
        {(empresa) => (
          <Stack gap="lg">
            {saved && <SuccessNotice onClose={() => setSaved(false)}>{EMPRESA_UPDATED_MESSAGE}</SuccessNotice>}
            <EmpresaPricesBlock empresa={empresa} />
            <StaffEmpresaForm
              key={empresa.id}
              empresa={empresa}
              screen="workerById"
              toolsHint={<ToolsHint listPath={home} />}
              save={async (values) => {
                setSaved(false);
                await update.mutateAsync(values);
                setSaved(true);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
              secondaryAction={
                <Button variant="default" size="md" onClick={goBack}>
                  Volver
                </Button>
              }
            />
          </Stack>
        )}
      </EmpresaLoader>
    </StaffPage>
  );
}
