import { CreateEmpresaForm } from '../../../features/empresas/components/create-empresa-form';
import { GestoriaPage } from './gestoria-page';

/** /anadirclienteempresa, "Alta de una empresa" (spec 1 §2.12). */
export default function EmpresaCreateScreen() {
  return (
    <GestoriaPage
      title="Alta de una empresa"
      description="Dé de alta a una empresa cliente y a su administrador. El administrador recibirá un correo electrónico para verificar su cuenta y elegir su contraseña."
      maw={980}
    >
      <CreateEmpresaForm />
    </GestoriaPage>
  );
}
