import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { captchaSolutionField, useCaptchaForm } from '../../../components/captcha/use-captcha-form';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { NifInput } from '../../../components/forms/nif-input';
import { SubmitButton } from '../../../components/forms/submit-button';
import { serverMessageOr } from '../../../lib/error-message';
import { requestPasswordRecovery } from '../api/request-password-recovery';
import { recoveryNifField } from '../utils/recovery-nif-field';
import { RECOVERY_FAILURE } from './password-recovery-form';

const resetRequestFormSchema = z.object({
  username: recoveryNifField('El campo NIF es obligatorio.'),
  captcha: captchaSolutionField,
});
type ResetRequestFormValues = z.output<typeof resetRequestFormSchema>;

/**
 * /resetpassword (spec 1 §2.8): the user id goes out as `{email}`, as in the original, and the
 * person continues on the confirmation page with the NIF already filled in. The original page had
 * no captcha; every public form has one now.
 */
export function PasswordResetRequestForm() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { form, captcha, send } = useCaptchaForm({ schema: resetRequestFormSchema, defaultValues: { username: '', captcha: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async ({ username }: ResetRequestFormValues) => {
    setFailure(null);
    const sent = await send(() => requestPasswordRecovery({ email: username }));
    if (sent.ok) navigate(`/reset-password/confirm?${new URLSearchParams({ username }).toString()}`);
    else setFailure(serverMessageOr(sent.error, RECOVERY_FAILURE));
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <FailureAlert message={failure} />
        <NifInput
          label="Usuario"
          description="Su NIF, el mismo con el que accede."
          error={errors.username?.message}
          {...form.register('username')}
        />
        {captcha.field}
        <SubmitButton loading={isSubmitting}>Solicitar recuperación</SubmitButton>
      </Stack>
    </form>
  );
}
