import { PasswordInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

type NewPasswordFieldsProps = {
  /** "Contraseña" when the account gets its first one, "Nueva contraseña" when it changes. */
  label: string;
  password: UseFormRegisterReturn;
  passwordError?: string;
  confirmation: UseFormRegisterReturn;
  confirmationError?: string;
};

/** A password being chosen, and the same again ("Confirmar contraseña"); the schema checks that both agree. */
export function NewPasswordFields({ label, password, passwordError, confirmation, confirmationError }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput label={label} description="Al menos 8 caracteres." autoComplete="new-password" error={passwordError} {...password} />
      <PasswordInput label="Confirmar contraseña" autoComplete="new-password" error={confirmationError} {...confirmation} />
    </>
  );
}
