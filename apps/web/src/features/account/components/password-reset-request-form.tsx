import { zodResolver } from '@hookform/resolvers/zod';
import { passwordRecoveryRequestSchema } from '@cumplia/shared/schemas/auth';
import { Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { captchaSolutionField, useCaptchaForm } from '../../../components/captcha/use-captcha-form';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { serverMessageOr } from '../../../lib/error-message';
import { requestPasswordRecovery } from '../api/request-password-recovery';
import { RECOVERY_FAILURE } from './password-recovery-form';

const resetRequestFormSchema = z.object({
  username: passwordRecoveryRequestSchema.shape.email
    .unwrap()
    .min(1, 'El campo NIF es obligatorio.')
    .overwrite((value) => value.toUpperCase()),
  captcha: captchaSolutionField,
});
type ResetRequestFormInput = z.input<typeof resetRequestFormSchema>;
type ResetRequestFormValues = z.output<typeof resetRequestFormSchema>;

/**
 * /resetpassword (spec 1 §2.8): the user id goes out as `{email}`, as in the original, and the
 * person continues on the confirmation page with the NIF already filled in. The original page had
 * no captcha; every public form has one now.
 */
export function PasswordResetRequestForm() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResetRequestFormInput, unknown, ResetRequestFormValues>({
    resolver: zodResolver(resetRequestFormSchema),
    defaultValues: { username: '', captcha: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const captcha = useCaptchaForm(form);

  const onSubmit = async ({ username }: ResetRequestFormValues) => {
    setFailure(null);
    try {
      await requestPasswordRecovery({ email: username });
      navigate(`/reset-password/confirm?${new URLSearchParams({ username }).toString()}`);
    } catch (error) {
      captcha.reset();
      setFailure(serverMessageOr(error, RECOVERY_FAILURE));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <FailureAlert message={failure} />
        <TextInput
          label="Usuario"
          description="Tu NIF, el mismo con el que accedes."
          autoComplete="username"
          autoCapitalize="characters"
          error={errors.username?.message}
          {...register('username')}
        />
        {captcha.field}
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          Solicitar recuperación
        </Button>
      </Stack>
    </form>
  );
}
