import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmpresaTextField } from './empresa-text-field';
import { HINT_BELOW, useEmpresaForm } from './use-empresa-form';

type AdministradorFieldsProps = {
  /** On an edit form the username is shown, not changed (spec 1 §5 "Collaborator company edit"). */
  readOnlyUsername?: boolean;
  /** Under the read-only username, e.g. a link to assign a user. */
  usernameHint?: ReactNode;
};

/** The administrator: full name and the NIF that becomes the user (spec 2 "DATOS ADMINISTRADOR"). */
export function AdministradorFields({ readOnlyUsername = false, usernameHint }: AdministradorFieldsProps) {
  const { form, label } = useEmpresaForm();
  return (
    <>
      <EmpresaTextField field="nombre" autoComplete="name" />
      {readOnlyUsername ? (
        <TextInput
          label={label('username')}
          inputWrapperOrder={HINT_BELOW}
          readOnly
          variant="filled"
          value={form.getValues('username') || 'Sin usuario asignado'}
          description={usernameHint}
        />
      ) : (
        <EmpresaTextField field="username" autoComplete="username" autoCapitalize="characters" />
      )}
    </>
  );
}
