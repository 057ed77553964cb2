import { verifyRequestSchema } from '@cumplia/shared/schemas/auth';
import { Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { captchaSolutionField, useCaptchaForm } from '../../../components/captcha/use-captcha-form';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { EmailInput } from '../../../components/forms/email-input';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { NifInput } from '../../../components/forms/nif-input';
import { SubmitButton } from '../../../components/forms/submit-button';
import { verifyAccount } from '../api/verify-account';
import { verificationErrorMessage } from '../utils/verification-error-message';
import { LinkDataAlert } from './link-data-alert';

export const VERIFICATION_SUCCESS = 'Cuenta verificada correctamente. Ya puede acceder con su NIF y su contraseña.';

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
  const { form, captcha, send } = useCaptchaForm({
    schema: verificationFormSchema,
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

  const onSubmit = async ({ username, email, verificationCode, password }: VerificationFormValues) => {
    setFailure(null);
    const sent = await send(() => verifyAccount({ username, email, verificationCode, password }));
    if (sent.ok) {
      // The login form opens with the NIF just verified (issue 23).
      navigate('/acceso', { replace: true, state: { message: sent.value.message || VERIFICATION_SUCCESS, username } });
      return;
    }
    const result = verificationErrorMessage(sent.error);
    if (result.field) setError(result.field, { message: result.message }, { shouldFocus: true });
    else setFailure(result.message);
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        {malformedLink && <LinkDataAlert />}
        <FailureAlert message={failure} />
        <NifInput error={errors.username?.message} {...register('username')} />
        <EmailInput error={errors.email?.message} {...register('email')} />
        <Controller
          control={control}
          name="verificationCode"
          render={({ field }) => (
            <TextInput
              label="Código de verificación"
              description="El código que le hemos enviado por correo electrónico."
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
        <NewPasswordFields
          label="Contraseña"
          password={register('password')}
          passwordError={errors.password?.message}
          confirmation={register('confirmPassword')}
          confirmationError={errors.confirmPassword?.message}
        />
        {captcha.field}
        <SubmitButton loading={isSubmitting}>Verificar cuenta</SubmitButton>
      </Stack>
    </form>
  );
}
