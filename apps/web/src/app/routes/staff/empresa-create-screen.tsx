import { STAFF_EMPRESA_CREATE_DESCRIPTION, StaffEmpresaCreateForm } from '../../../features/empresas/components/staff-empresa-create-form';
import { GestoriaSelect } from '../../../features/gestorias/components/gestoria-select';
import type { StaffAreaSettings } from './staff-area';
import { StaffPage } from './staff-page';

/**
 * /anadirclienteempresasuperadmin and /worker-anadir-empresa, "Alta de una empresa" (spec 2
 * "Superadmin company creation": the worker's has the same fields and modal).
 */
export default function EmpresaCreateScreen({ staffArea }: { staffArea: StaffAreaSettings }) {
  return (
    <StaffPage staffArea={staffArea} title="Alta de una empresa" description={STAFF_EMPRESA_CREATE_DESCRIPTION} maw={980}>
      <StaffEmpresaCreateForm area={staffArea.api} renderGestoria={(field) => <GestoriaSelect api={staffArea.api} {...field} />} />
    </StaffPage>
  );
}
