import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmpresaLoader } from '../../../features/empresas/components/empresa-loader';
import { SuccessNotice } from '../../../components/feedback/success-notice';
import { useStaffEmpresaQuery } from '../../../features/empresas/api/get-staff-empresa';
import { useUpdateStaffEmpresaMutation } from '../../../features/empresas/api/update-staff-empresa';
import { EMPRESA_UPDATED_MESSAGE } from '../../../features/empresas/components/edit-empresa-form';
import { AdministradorUserLink } from '../../../features/empresas/components/administrador-user-link';
import { StaffEmpresaForm } from '../../../features/empresas/components/staff-empresa-form';
import { ToolsHint } from '../../../features/empresas/components/tools-hint';
import { getAuthToken, getTokenRoles } from '../../../lib/auth-storage';
import { empresaCaption } from './empresa-caption';
import { EMPRESA_LOAD_FAILED, MISSING_EMPRESA_ID } from './empresa-detail-screen';
import { staffAreaOf } from './staff-area';
import { StaffPage } from './staff-page';

/**
 * /editarformulariosuperadmin?id=: the company's edit form on a page of its own, the "older, simpler"
 * view of spec 2 "Admin company detail" (the same fields and rules as the detail's edit mode, no
 * detail sections). Linked from the detail.
 */
export default function EmpresaFormScreen() {
  const id = (useSearchParams()[0].get('id') ?? '').trim();
  const query = useStaffEmpresaQuery(id);
  const empresa = query.data;
  const update = useUpdateStaffEmpresaMutation(id);
  const [saved, setSaved] = useState(false);
  const detailPath = `/editarempresasuperadmin?id=${encodeURIComponent(id)}`;
  const staffArea = staffAreaOf(getTokenRoles(getAuthToken()));

  return (
    <StaffPage
      staffArea={staffArea}
      title="Formulario de edición"
      description={empresa ? empresaCaption(empresa) : undefined}
      backFallback={id ? detailPath : staffArea.paths.empresas}
      maw={980}
    >
      {id === '' ? (
        <Alert color="yellow" variant="light" role="alert">
          {MISSING_EMPRESA_ID}
        </Alert>
      ) : (
        <EmpresaLoader query={query} errorMessage={EMPRESA_LOAD_FAILED}>
          {(empresa) => (
            <Stack gap="lg">
              {saved && <SuccessNotice onClose={() => setSaved(false)}>{EMPRESA_UPDATED_MESSAGE}</SuccessNotice>}
              <StaffEmpresaForm
                key={empresa.id}
                empresa={empresa}
                screen="admin"
                usernameHint={empresa.administrador ? <AdministradorUserLink userId={empresa.administrador.id} /> : undefined}
                toolsHint={<ToolsHint listPath={staffArea.paths.empresas} />}
                save={async (values) => {
                  setSaved(false);
                  await update.mutateAsync(values);
                  setSaved(true);
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
                secondaryAction={
                  <Button component={Link} to={detailPath} variant="default" size="md">
                    Ver detalle
                  </Button>
                }
              />
            </Stack>
          )}
        </EmpresaLoader>
      )}
    </StaffPage>
  );
}
