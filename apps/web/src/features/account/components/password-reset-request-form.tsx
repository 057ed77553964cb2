import { zodResolver } from '@hookform/resolvers/zod';
import { passwordRecoveryRequestSchema } from '@cumplia/shared/schemas/auth';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { CaptchaField, type CaptchaFieldHandle } from '../../../components/captcha/captcha-field';
import { serverMessageOr } from '../../../lib/error-message';
import { requestPasswordRecovery } from '../api/request-password-recovery';
import { RECOVERY_FAILURE } from './password-recovery-form';

const resetRequestFormSchema = z.object({
  username: passwordRecoveryRequestSchema.shape.email
    .unwrap()
    .min(1, 'El campo NIF es obligatorio.')
    .overwrite((value) => value.toUpperCase()),
  captcha: z.string().min(1, 'Por favor, completa el captcha.'),
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
  const captchaRef = useRef<CaptchaFieldHandle>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequestFormInput, unknown, ResetRequestFormValues>({
    resolver: zodResolver(resetRequestFormSchema),
    defaultValues: { username: '', captcha: '' },
  });

  const onSubmit = async ({ username }: ResetRequestFormValues) => {
    setFailure(null);
    try {
      await requestPasswordRecovery({ email: username });
      navigate(`/reset-password/confirm?${new URLSearchParams({ username }).toString()}`);
    } catch (error) {
      captchaRef.current?.reset();
      setFailure(serverMessageOr(error, RECOVERY_FAILURE));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label="Usuario"
          description="Tu NIF, el mismo con el que accedes."
          autoComplete="username"
          autoCapitalize="characters"
          error={errors.username?.message}
          {...register('username')}
        />
        <CaptchaField
          ref={captchaRef}
          onChange={(payload) => setValue('captcha', payload ?? '', { shouldValidate: payload !== null })}
          error={errors.captcha?.message}
        />
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          Solicitar recuperación
        </Button>
      </Stack>
    </form>
  );
}
