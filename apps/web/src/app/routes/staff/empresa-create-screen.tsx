import { Box } from '@mantine/core';
import { BackButton } from '../../../components/layout/back-button';
import { PageHeader } from '../../../components/layout/page-header';
import { STAFF_EMPRESA_CREATE_DESCRIPTION, StaffEmpresaCreateForm } from '../../../features/empresas/components/staff-empresa-create-form';
import { GestoriaSelect } from '../../../features/gestorias/components/gestoria-select';

/** /anadirclienteempresasuperadmin, "Alta de una empresa" (spec 2 "Superadmin company creation"). */
export default function StaffEmpresaCreateScreen() {
  return (
    <Box maw={980} mx="auto">
      <PageHeader back={<BackButton fallback="/iniciosuperadmin" />} eyebrow="Panel de administración" title="Alta de una empresa" description={STAFF_EMPRESA_CREATE_DESCRIPTION} />
      <StaffEmpresaCreateForm area="admin" renderGestoria={(field) => <GestoriaSelect api="admin" {...field} />} />
    </Box>
  );
}
