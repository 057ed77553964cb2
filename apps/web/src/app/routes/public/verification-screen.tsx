import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { FormPage } from '../../../components/layout/form-page';
import { VerificationForm } from '../../../features/account/components/verification-form';
import { decodeLinkData } from '../../../features/account/utils/decode-link-data';

function stateText(state: unknown, key: 'username' | 'email'): string | undefined {
  const value = (state as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * /verificacion (spec 1 §2.8). The e-mailed link carries `data` (base64 of {username, email, code});
 * coming from "Registre su empresa", the NIF and e-mail just typed arrive in navigation state.
 */
export default function VerificationScreen() {
  const [searchParams] = useSearchParams();
  const { state } = useLocation();
  // Read once: the form owns the values from then on.
  const [link] = useState(() => decodeLinkData(searchParams.get('data')));
  const initial = {
    username: link.data.username ?? stateText(state, 'username'),
    email: link.data.email ?? stateText(state, 'email'),
    code: link.data.code,
  };
  return (
    <FormPage
      title="Verificación de cuenta"
      description="Introduzca el código que le hemos enviado por correo electrónico y elija su contraseña."
      footer={
        <Text size="sm" ta="center" c="dimmed">
          ¿Ya verificó su cuenta?{' '}
          <Anchor component={Link} to="/acceso" size="sm" underline="always">
            Acceda aquí
          </Anchor>
        </Text>
      }
    >
      <VerificationForm initial={initial} malformedLink={link.malformed} />
    </FormPage>
  );
}
