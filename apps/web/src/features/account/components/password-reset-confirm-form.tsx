import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '@cumplia/shared/schemas/auth';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { SuccessDialog } from '../../../components/feedback/success-dialog';
import { fieldMessagesOf, serverMessageOr } from '../../../lib/error-message';
import { changePassword } from '../api/change-password';
import { LINK_DATA_ERROR } from '../utils/decode-link-data';

export const CHANGE_PASSWORD_FAILURE = 'Error al actualizar la contraseña';
export const CHANGE_PASSWORD_SUCCESS = 'Contraseña actualizada correctamente.';
/** Shown on /acceso after the dialog. */
export const CHANGE_PASSWORD_LOGIN_MESSAGE = 'Contraseña actualizada. Ya puedes acceder con tu nueva contraseña.';

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
            label="Código"
            description="El código que te hemos enviado por correo electrónico."
            autoComplete="one-time-code"
            error={errors.code?.message}
            {...register('code')}
          />
          <PasswordInput
            label="Nueva contraseña"
            description="Al menos 8 caracteres."
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordInput
            label="Confirmar contraseña"
            autoComplete="new-password"
            error={errors.newPasswordConfirmation?.message}
            {...register('newPasswordConfirmation')}
          />
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            Cambiar contraseña
          </Button>
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
