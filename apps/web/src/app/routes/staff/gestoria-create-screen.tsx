import { CreateGestoriaForm } from '../../../features/gestorias/components/create-gestoria-form';
import type { StaffAreaSettings } from './staff-area';
import { StaffPage } from './staff-page';

/** /anadircolaboradorsuperadmin and /worker-anadir-gestoria, "Alta de Colaborador" (spec 2 "Collaborator creation"). */
export default function GestoriaCreateScreen({ staffArea }: { staffArea: StaffAreaSettings }) {
  return (
    <StaffPage
      staffArea={staffArea}
      title="Alta de Colaborador"
      description="Dé de alta a una gestoría colaboradora, su comisión y sus precios. Su administrador recibirá un correo electrónico para verificar su cuenta y elegir su contraseña."
    >
      <CreateGestoriaForm area={staffArea.api} />
    </StaffPage>
  );
}
