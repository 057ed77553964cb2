import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FormPage } from '../../../components/layout/form-page';
import { PasswordRecoveryForm } from '../../../features/account/components/password-recovery-form';

/** /recuperarcontrasena (spec 1 §2.8). */
export default function PasswordRecoveryScreen() {
  return (
    <FormPage
      title="Recuperar contraseña"
      description="Escriba su NIF y le enviaremos un correo electrónico para elegir una contraseña nueva."
      footer={
        <Text size="sm" ta="center" c="dimmed">
          ¿Recuerda su contraseña? Acceda{' '}
          <Anchor component={Link} to="/acceso" size="sm" underline="always">
            aquí
          </Anchor>
          .
        </Text>
      }
    >
      <PasswordRecoveryForm />
    </FormPage>
  );
}
