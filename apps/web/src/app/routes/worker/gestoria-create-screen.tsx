import { BackButton } from '../../../components/layout/back-button';
import { PageHeader } from '../../../components/layout/page-header';
import { CreateGestoriaForm } from '../../../features/gestorias/components/create-gestoria-form';

/** /worker-anadir-gestoria, "Alta de Colaborador" (spec 2 "Collaborator creation"), worker version. */
export default function WorkerGestoriaCreateScreen() {
  return (
    <>
      <PageHeader
        back={<BackButton fallback="/worker-inicio" />}
        eyebrow="Panel de trabajo"
        title="Alta de Colaborador"
        description="Dé de alta a una gestoría colaboradora, su comisión y sus precios. Su administrador recibirá un correo electrónico para verificar su cuenta y elegir su contraseña."
      />
      <CreateGestoriaForm area="worker" />
    </>
  );
}
