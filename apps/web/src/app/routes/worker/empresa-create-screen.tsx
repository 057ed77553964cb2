import { Box } from '@mantine/core';
import { BackButton } from '../../../components/layout/back-button';
import { PageHeader } from '../../../components/layout/page-header';
import { STAFF_EMPRESA_CREATE_DESCRIPTION, StaffEmpresaCreateForm } from '../../../features/empresas/components/staff-empresa-create-form';
import { GestoriaSelect } from '../../../features/gestorias/components/gestoria-select';

/** /worker-anadir-empresa, "Alta de una empresa" (spec 2, worker version: the same fields and modal). */
export default function WorkerEmpresaCreateScreen() {
  return (
    <Box maw={980} mx="auto">
      <PageHeader back={<BackButton fallback="/worker-inicio" />} eyebrow="Panel de trabajo" title="Alta de una empresa" description={STAFF_EMPRESA_CREATE_DESCRIPTION} />
      <StaffEmpresaCreateForm area="worker" renderGestoria={(field) => <GestoriaSelect api="worker" {...field} />} />
    </Box>
  );
}
