import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormPage } from '../../../components/layout/form-page';
import { PasswordResetConfirmForm } from '../../../features/account/components/password-reset-confirm-form';
import { decodeLinkData } from '../../../features/account/utils/decode-link-data';

/**
 * /reset-password-confirm (the e-mailed link: `data` = base64 of {username, code}) and
 * /reset-password/confirm (from /resetpassword: `username`).
 */
export default function PasswordResetConfirmScreen() {
  const [searchParams] = useSearchParams();
  const [link] = useState(() => decodeLinkData(searchParams.get('data')));
  const initial = {
    username: link.data.username ?? searchParams.get('username') ?? undefined,
    code: link.data.code,
  };
  return (
    <FormPage title="Restablecer contraseña" description="Escriba el código que le hemos enviado y su nueva contraseña.">
      <PasswordResetConfirmForm initial={initial} malformedLink={link.malformed} />
    </FormPage>
  );
}
