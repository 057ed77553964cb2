import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_RECOVERY_SUCCESS, passwordRecoveryRequestSchema } from '@cumplia/shared/schemas/auth';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { captchaSolutionField, useCaptchaForm } from '../../../components/captcha/use-captcha-form';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { serverMessageOr } from '../../../lib/error-message';
import { requestPasswordRecovery } from '../api/request-password-recovery';

export const RECOVERY_FAILURE = 'Ocurrió un error al procesar tu solicitud.';

const recoveryFormSchema = z.object({
  // The spec words this page's rule as it does (spec 1 §5 "Recovery"), although the field holds a NIF.
  nif: passwordRecoveryRequestSchema.shape.nif
    .unwrap()
    .min(1, 'Por favor, ingresa tu correo electrónico.')
    .overwrite((value) => value.toUpperCase()),
  captcha: captchaSolutionField,
});
type RecoveryFormInput = z.input<typeof recoveryFormSchema>;
type RecoveryFormValues = z.output<typeof recoveryFormSchema>;

type Outcome = { ok: true } | { ok: false; message: string };

/** /recuperarcontrasena (spec 1 §2.8): asks for an e-mail with a link to choose a new password. */
export function PasswordRecoveryForm() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<RecoveryFormInput, unknown, RecoveryFormValues>({
    resolver: zodResolver(recoveryFormSchema),
    defaultValues: { nif: '', captcha: '' },
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const captcha = useCaptchaForm(form);

  const onSubmit = async ({ nif }: RecoveryFormValues) => {
    setOutcome(null);
    try {
      await requestPasswordRecovery({ nif });
      reset({ nif: '', captcha: '' });
      captcha.renew();
      setOutcome({ ok: true });
    } catch (error) {
      captcha.reset();
      setOutcome({ ok: false, message: serverMessageOr(error, RECOVERY_FAILURE) });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        {outcome?.ok && (
          <Alert color="teal" variant="light" icon={<IconMailCheck size={20} />} role="status">
            {PASSWORD_RECOVERY_SUCCESS}
          </Alert>
        )}
        <FailureAlert message={outcome && !outcome.ok ? outcome.message : null} />
        <TextInput
          label="NIF del usuario"
          autoComplete="username"
          autoCapitalize="characters"
          error={errors.nif?.message}
          {...register('nif')}
        />
        {captcha.field}
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          Recuperar contraseña
        </Button>
      </Stack>
    </form>
  );
}
