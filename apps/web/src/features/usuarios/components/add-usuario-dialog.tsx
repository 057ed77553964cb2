import { zodResolver } from '@hookform/resolvers/zod';
import { USUARIO_MESSAGES, USUARIO_TEXTS, usuarioCreateSchema, usuarioLinkSchema, type Usuario, type UsuarioLink } from '@cumplia/shared/schemas/usuario';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { EmailInput } from '../../../components/forms/email-input';
import { NifInput } from '../../../components/forms/nif-input';
import { DialogActions } from '../../../components/forms/dialog-actions';
import { fieldMessagesOf, serverMessageOr } from '../../../lib/error-message';
import { useCreateUsuarioMutation } from '../api/create-usuario';
import { LinkSelect } from './link-select';

/** "Agregar Usuario": the gestoría the user belongs to, then spec 2 §5 "New user". */
const addUsuarioSchema = usuarioCreateSchema.extend({
  gestoria: usuarioLinkSchema.nullable().refine((gestoria) => gestoria !== null, USUARIO_MESSAGES.gestoria),
});
type AddUsuarioForm = z.input<typeof addUsuarioSchema>;
type AddUsuarioValues = z.output<typeof addUsuarioSchema>;

const FIELDS = ['username', 'name', 'email'] as const;

type AddUsuarioDialogProps = {
  opened: boolean;
  /** The gestoría of the row the dialog was opened from, if any. */
  gestoria: UsuarioLink | null;
  onClose: () => void;
  onCreated: (usuario: Usuario) => void;
};

export function AddUsuarioDialog({ opened, gestoria, onClose, onCreated }: AddUsuarioDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Agregar Usuario" size="lg">
      {/* A fresh form each time the dialog opens, with the row's gestoría chosen. */}
      {opened && <AddUsuarioForm gestoria={gestoria} onCancel={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function AddUsuarioForm({ gestoria, onCancel, onCreated }: Omit<AddUsuarioDialogProps, 'opened' | 'onClose'> & { onCancel: () => void }) {
  const create = useCreateUsuarioMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<AddUsuarioForm, unknown, AddUsuarioValues>({
    resolver: zodResolver(addUsuarioSchema),
    defaultValues: { gestoria, username: '', name: '', email: '' },
    reValidateMode: 'onSubmit',
  });

  const field = (name: (typeof FIELDS)[number]) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        setFailure(null);
      },
    });

  const onValid = async ({ gestoria: chosen, ...usuario }: AddUsuarioValues) => {
    if (!chosen) return;
    setFailure(null);
    try {
      onCreated(await create.mutateAsync({ gestoriaId: chosen.id, usuario }));
    } catch (error) {
      const fields = fieldMessagesOf(error);
      for (const name of FIELDS) if (fields[name]) setError(name, { message: fields[name] });
      setFailure(serverMessageOr(error, USUARIO_TEXTS.addFailed));
    }
  };

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          El usuario tendrá acceso al área del colaborador y recibirá un correo electrónico para verificar su cuenta y elegir su
          contraseña.
        </Text>
        <Controller
          control={control}
          name="gestoria"
          render={({ field: { value, onChange }, fieldState }) => (
            <LinkSelect
              kind="gestoria"
              label="Colaborador"
              value={value}
              onChange={(link) => {
                onChange(link);
                setFailure(null);
              }}
              error={fieldState.error?.message}
            />
          )}
        />
        <NifInput label="NIF/NIE" withAsterisk autoComplete="off" description="DNI o NIE: será su usuario para acceder a Cumplia." error={errors.username?.message} {...field('username')} />
        <TextInput label="Nombre" withAsterisk autoComplete="off" error={errors.name?.message} {...field('name')} />
        <EmailInput label="Email" withAsterisk autoComplete="off" error={errors.email?.message} {...field('email')} />
        <FailureAlert message={failure} />
        <DialogActions onCancel={onCancel}>
          <Button type="submit" loading={isSubmitting}>
            Agregar Usuario
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
