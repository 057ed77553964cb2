import { zodResolver } from '@hookform/resolvers/zod';
import type { Role } from '@cumplia/shared/enums';
import { USUARIO_TEXTS, usuarioUpdateSchema, type Usuario, type UsuarioLink, type UsuarioUpdate, type UsuarioUpdateForm } from '@cumplia/shared/schemas/usuario';
import { Button, Group, MultiSelect, Paper, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { SuccessNotice } from '../../../components/feedback/success-notice';
import { EmailInput } from '../../../components/forms/email-input';
import { NifInput } from '../../../components/forms/nif-input';
import { SubmitButton } from '../../../components/forms/submit-button';
import { fieldMessagesOf } from '../../../lib/error-message';
import { useRolesQuery } from '../api/get-roles';
import { useUpdateUsuarioMutation } from '../api/update-usuario';
import { editScreenFailure, UPDATE_TEXTS } from '../utils/usuario-errors';
import { DeleteUsuarioDialog, type UsuarioToDelete } from './delete-usuario-dialog';
import { LinkMultiSelect } from './link-multi-select';

const FIELDS = ['username', 'name', 'surname', 'email', 'enabled', 'roles', 'empresas', 'gestorias'] as const;

function formValuesOf(usuario: Usuario): UsuarioUpdateForm {
  return {
    username: usuario.username,
    name: usuario.name,
    surname: usuario.surname ?? '',
    email: usuario.email,
    enabled: usuario.enabled,
    roles: usuario.roles,
    empresas: usuario.empresas.map(({ id }) => ({ id })),
    gestorias: usuario.gestorias.map(({ id }) => ({ id })),
  };
}

type UsuarioFormProps = {
  usuario: Usuario;
  onDeleted: (notice: string) => void;
};

/** 'Datos de Usuario' (spec 2 "Edit user"): every field of the user, saved with PUT admin/users/{id}. */
export function UsuarioForm({ usuario, onDeleted }: UsuarioFormProps) {
  const update = useUpdateUsuarioMutation(usuario.id);
  const roles = useRolesQuery();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<ReturnType<typeof editScreenFailure> | null>(null);
  const [deleting, setDeleting] = useState<UsuarioToDelete | null>(null);
  // What each linked company and gestoría is called: those of the user, then those picked.
  const [links, setLinks] = useState(() => new Map([...usuario.empresas, ...usuario.gestorias].map((link) => [link.id, link])));

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UsuarioUpdateForm, unknown, UsuarioUpdate>({ resolver: zodResolver(usuarioUpdateSchema), defaultValues: formValuesOf(usuario) });

  const touched = () => {
    setSaved(false);
    setFailure(null);
  };
  const field = (name: 'username' | 'name' | 'surname' | 'email') => register(name, { onChange: touched });

  const onValid = async (values: UsuarioUpdate) => {
    touched();
    try {
      reset(formValuesOf(await update.mutateAsync(values)));
      setSaved(true);
    } catch (error) {
      const fields = fieldMessagesOf(error);
      for (const name of FIELDS) if (fields[name]) setError(name, { message: fields[name] });
      setFailure(editScreenFailure(error, UPDATE_TEXTS));
    }
  };

  const roleOptions = (roles.data ?? []).map((role) => ({ value: role.id, label: role.description }));
  const linkPicker = (name: 'empresas' | 'gestorias', label: string, kind: 'empresa' | 'gestoria', description: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field: { value = [], onChange }, fieldState }) => (
        <LinkMultiSelect
          kind={kind}
          label={label}
          description={description}
          value={value.map(({ id }) => links.get(id) ?? { id, nifCif: '', nombre: id })}
          onChange={(chosen: UsuarioLink[]) => {
            setLinks((current) => new Map([...current, ...chosen.map((link) => [link.id, link] as const)]));
            onChange(chosen.map(({ id }) => ({ id })));
            touched();
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Datos de Usuario">
      <form onSubmit={handleSubmit(onValid)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NifInput label="NIF/NIE" withAsterisk autoComplete="off" error={errors.username?.message} {...field('username')} />
            <EmailInput label="Email" withAsterisk autoComplete="off" error={errors.email?.message} {...field('email')} />
            <TextInput label="Nombre" withAsterisk autoComplete="off" error={errors.name?.message} {...field('name')} />
            <TextInput label="Apellidos" autoComplete="off" error={errors.surname?.message} {...field('surname')} />
          </SimpleGrid>
          <Controller
            control={control}
            name="enabled"
            render={({ field: { value, onChange } }) => (
              <Switch
                label="Usuario habilitado"
                description="Un usuario nuevo queda habilitado al verificar su cuenta. Deshabilitarlo le impide acceder y cierra sus sesiones."
                checked={value}
                onChange={(event) => {
                  onChange(event.currentTarget.checked);
                  touched();
                }}
              />
            )}
          />
          <Controller
            control={control}
            name="roles"
            render={({ field: { value, onChange }, fieldState }) => (
              <MultiSelect
                label="Roles"
                withAsterisk
                placeholder={value.length === 0 ? 'Elija uno o más roles' : undefined}
                data={roleOptions.length > 0 ? roleOptions : value.map(({ id }) => ({ value: id, label: id }))}
                value={value.map(({ id }) => id)}
                onChange={(ids) => {
                  onChange(ids.map((id) => ({ id: id as Role })));
                  touched();
                }}
                disabled={roles.isPending}
                error={roles.isError ? USUARIO_TEXTS.rolesFailed : fieldState.error?.message}
              />
            )}
          />
          {linkPicker('gestorias', 'Gestorías', 'gestoria', 'Los colaboradores en cuyo nombre trabaja el usuario.')}
          {linkPicker('empresas', 'Empresas', 'empresa', 'Una empresa tiene un solo usuario administrador.')}
          {saved && <SuccessNotice onClose={() => setSaved(false)}>{USUARIO_TEXTS.updated}</SuccessNotice>}
          <FailureAlert message={failure?.message} detail={failure?.detail} />
          <Group justify="space-between" gap="sm">
            <Button variant="outline" color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting({ id: usuario.id, email: usuario.email })}>
              Eliminar usuario
            </Button>
            <SubmitButton loading={isSubmitting} placement="end">
              Guardar cambios
            </SubmitButton>
          </Group>
        </Stack>
      </form>
      <DeleteUsuarioDialog usuario={deleting} onCancel={() => setDeleting(null)} onDeleted={(deleted) => onDeleted(`Se ha eliminado el usuario ${deleted.email}.`)} />
    </Paper>
  );
}
