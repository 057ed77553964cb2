import { Alert, Anchor, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { FormPage } from '../../../components/layout/form-page';
import { LoginForm } from '../../../features/auth/components/login-form';

/** /acceso (spec 1 §2.6). A `message` in navigation state is shown above the form. */
export default function LoginScreen() {
  const { state } = useLocation();
  const message = (state as { message?: unknown } | null)?.message;
  return (
    <FormPage
      title="Acceso"
      description="Entre en su área de Cumplia."
      maw={460}
      footer={
        <Text size="sm" ta="center" c="dimmed">
          ¿Su empresa aún no trabaja con Cumplia?{' '}
          <Anchor component={Link} to="/registrar" size="sm" underline="always">
            Regístrela aquí
          </Anchor>
        </Text>
      }
    >
      {typeof message === 'string' && message && (
        <Alert color="teal" variant="light" icon={<IconInfoCircle size={20} />}>
          {message}
        </Alert>
      )}
      <LoginForm />
    </FormPage>
  );
}
