import { PASSWORD_RECOVERY_SUCCESS } from '@cumplia/shared/schemas/auth';
import { Stack } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { z } from 'zod';
import { captchaSolutionField, useCaptchaForm } from '../../../components/captcha/use-captcha-form';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { SuccessNotice } from '../../../components/feedback/success-notice';
import { NifInput } from '../../../components/forms/nif-input';
import { SubmitButton } from '../../../components/forms/submit-button';
import { serverMessageOr } from '../../../lib/error-message';
import { requestPasswordRecovery } from '../api/request-password-recovery';
import { recoveryNifField } from '../utils/recovery-nif-field';

export const RECOVERY_FAILURE = 'Ocurrió un error al procesar su solicitud.';

const recoveryFormSchema = z.object({
  // The spec words this page's rule as it does (spec 1 §5 "Recovery"), although the field holds a NIF.
  nif: recoveryNifField('Por favor, introduzca su NIF.'),
  captcha: captchaSolutionField,
});
type RecoveryFormValues = z.output<typeof recoveryFormSchema>;

/** /recuperarcontrasena (spec 1 §2.8): asks for an e-mail with a link to choose a new password. */
export function PasswordRecoveryForm() {
  const { form, captcha, send, lastSent } = useCaptchaForm({ schema: recoveryFormSchema, defaultValues: { nif: '', captcha: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = ({ nif }: RecoveryFormValues) => send(() => requestPasswordRecovery({ nif }), { emptyAfter: true });

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        {lastSent?.ok && <SuccessNotice icon={IconMailCheck}>{PASSWORD_RECOVERY_SUCCESS}</SuccessNotice>}
        <FailureAlert message={lastSent?.ok === false ? serverMessageOr(lastSent.error, RECOVERY_FAILURE) : null} />
        <NifInput label="NIF del usuario" error={errors.nif?.message} {...form.register('nif')} />
        {captcha.field}
        <SubmitButton loading={isSubmitting}>Recuperar contraseña</SubmitButton>
      </Stack>
    </form>
  );
}
