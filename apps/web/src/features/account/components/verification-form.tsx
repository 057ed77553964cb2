import { zodResolver } from '@hookform/resolvers/zod';
import { verifyRequestSchema } from '@cumplia/shared/schemas/auth';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { captchaSolutionField, useCaptchaForm } from '../../../components/captcha/use-captcha-form';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { verifyAccount } from '../api/verify-account';
import { LINK_DATA_ERROR } from '../utils/decode-link-data';
import { verificationErrorMessage } from '../utils/verification-error-message';

export const VERIFICATION_SUCCESS = 'Cuenta verificada correctamente. Ya puedes acceder con tu NIF y tu contraseña.';

const verificationFormSchema = verifyRequestSchema
  .omit({ captchaToken: true })
  .extend({
    confirmPassword: z.string().min(1, 'Debe confirmar la contraseña.'),
    captcha: captchaSolutionField,
  })
  .refine((form) => form.confirmPassword === '' || form.password === form.confirmPassword, {
    message: 'Las contraseñas no coinciden.',
    path: ['confirmPassword'],
  });
type VerificationFormInput = z.input<typeof verificationFormSchema>;
type VerificationFormValues = z.output<typeof verificationFormSchema>;

/** The verification code is digits only (spec 1 §5): anything else is dropped as it is typed. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

type VerificationFormProps = {
  /** From the e-mailed link (`data`) or from the registration just made. */
  initial: { username?: string; email?: string; code?: string };
  /** True when the link's `data` could not be read. */
  malformedLink?: boolean;
};

/** Account verification (spec 1 §2.8): sets the password of a new user and enables it. */
export function VerificationForm({ initial, malformedLink = false }: VerificationFormProps) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<VerificationFormInput, unknown, VerificationFormValues>({
    resolver: zodResolver(verificationFormSchema),
    defaultValues: {
      username: initial.username ?? '',
      email: initial.email ?? '',
      verificationCode: digitsOnly(initial.code ?? ''),
      password: '',
      confirmPassword: '',
      captcha: '',
    },
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const captcha = useCaptchaForm(form);

  const onSubmit = async ({ username, email, verificationCode, password }: VerificationFormValues) => {
    setFailure(null);
    try {
      const answer = await verifyAccount({ username, email, verificationCode, password });
      navigate('/acceso', { replace: true, state: { message: answer.message || VERIFICATION_SUCCESS } });
    } catch (error) {
      captcha.reset();
      const result = verificationErrorMessage(error);
      if (result.field) setError(result.field, { message: result.message }, { shouldFocus: true });
      else setFailure(result.message);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        {malformedLink && (
          <Alert color="orange" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {LINK_DATA_ERROR}
          </Alert>
        )}
        <FailureAlert message={failure} />
        <TextInput
          label="NIF"
          autoComplete="username"
          autoCapitalize="characters"
          error={errors.username?.message}
          {...register('username')}
        />
        <TextInput
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Controller
          control={control}
          name="verificationCode"
          render={({ field }) => (
            <TextInput
              label="Código de verificación"
              description="El código que te hemos enviado por correo electrónico."
              inputMode="numeric"
              autoComplete="one-time-code"
              error={errors.verificationCode?.message}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(digitsOnly(event.currentTarget.value))}
            />
          )}
        />
        <PasswordInput
          label="Contraseña"
          description="Al menos 8 caracteres."
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label="Confirmar contraseña"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        {captcha.field}
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          Verificar cuenta
        </Button>
      </Stack>
    </form>
  );
}
