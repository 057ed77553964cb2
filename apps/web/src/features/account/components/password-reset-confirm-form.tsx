import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '@cumplia/shared/schemas/auth';
import { Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { SuccessDialog } from '../../../components/feedback/success-dialog';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { NifInput } from '../../../components/forms/nif-input';
import { SubmitButton } from '../../../components/forms/submit-button';
import { fieldMessagesOf, serverMessageOr } from '../../../lib/error-message';
import { changePassword } from '../api/change-password';
import { LinkDataAlert } from './link-data-alert';

export const CHANGE_PASSWORD_FAILURE = 'Error al actualizar la contraseña';
export const CHANGE_PASSWORD_SUCCESS = 'Contraseña actualizada correctamente.';
/** Shown on /acceso after the dialog. */
export const CHANGE_PASSWORD_LOGIN_MESSAGE = 'Contraseña actualizada. Ya puede acceder con su nueva contraseña.';

type ResetConfirmFormValues = z.output<typeof changePasswordRequestSchema>;
const FIELDS = ['username', 'code', 'newPassword', 'newPasswordConfirmation'] as const;

type PasswordResetConfirmFormProps = {
  initial: { username?: string; code?: string };
  malformedLink?: boolean;
};

/** Password reset confirmation (spec 1 §2.8): the e-mailed code and the new password, twice. */
export function PasswordResetConfirmForm({ initial, malformedLink = false }: PasswordResetConfirmFormProps) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordRequest, unknown, ResetConfirmFormValues>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: { username: initial.username ?? '', code: initial.code ?? '', newPassword: '', newPasswordConfirmation: '' },
  });

  const onSubmit = async (values: ResetConfirmFormValues) => {
    setFailure(null);
    try {
      const answer = await changePassword(values);
      setSuccessMessage(answer.message || CHANGE_PASSWORD_SUCCESS);
    } catch (error) {
      const fields = fieldMessagesOf(error);
      for (const field of FIELDS) {
        if (fields[field]) setError(field, { message: fields[field] });
      }
      setFailure(serverMessageOr(error, CHANGE_PASSWORD_FAILURE));
    }
  };

  const goToLogin = () => navigate('/acceso', { replace: true, state: { message: CHANGE_PASSWORD_LOGIN_MESSAGE } });

  return (
    <>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          {malformedLink && <LinkDataAlert />}
          <FailureAlert message={failure} />
          <NifInput error={errors.username?.message} {...register('username')} />
          <TextInput
            label="Código"
            description="El código que le hemos enviado por correo electrónico."
            autoComplete="one-time-code"
            error={errors.code?.message}
            {...register('code')}
          />
          <NewPasswordFields
            label="Nueva contraseña"
            password={register('newPassword')}
            passwordError={errors.newPassword?.message}
            confirmation={register('newPasswordConfirmation')}
            confirmationError={errors.newPasswordConfirmation?.message}
          />
          <SubmitButton loading={isSubmitting}>Cambiar contraseña</SubmitButton>
        </Stack>
      </form>
      <SuccessDialog
        opened={successMessage !== null}
        onClose={goToLogin}
        title="Contraseña actualizada"
        message={successMessage}
        buttonLabel="Ir al acceso"
      />
    </>
  );
}
