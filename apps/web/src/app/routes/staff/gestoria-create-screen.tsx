import { BackButton } from '../../../components/layout/back-button';
import { PageHeader } from '../../../components/layout/page-header';
import { CreateGestoriaForm } from '../../../features/gestorias/components/create-gestoria-form';

/** /anadircolaboradorsuperadmin, "Alta de Colaborador" (spec 2 "Collaborator creation"), superadmin version. */
export default function GestoriaCreateScreen() {
  return (
    <>
      <PageHeader
        back={<BackButton fallback="/iniciosuperadmin" />}
        eyebrow="Panel de administración"
        title="Alta de Colaborador"
        description="Dé de alta a una gestoría colaboradora, su comisión y sus precios. Su administrador recibirá un correo electrónico para verificar su cuenta y elegir su contraseña."
      />
      <CreateGestoriaForm area="superadmin" />
    </>
  );
}
