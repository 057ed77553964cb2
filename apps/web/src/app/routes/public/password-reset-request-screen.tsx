import { FormPage } from '../../../components/layout/form-page';
import { PasswordResetRequestForm } from '../../../features/account/components/password-reset-request-form';

/** /resetpassword (spec 1 §2.8). */
export default function PasswordResetRequestScreen() {
  return (
    <FormPage
      title="Recuperación de contraseña"
      description="Le enviaremos un código por correo electrónico para que elija una contraseña nueva."
    >
      <PasswordResetRequestForm />
    </FormPage>
  );
}
