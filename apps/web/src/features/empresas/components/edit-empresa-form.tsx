import { zodResolver } from '@hookform/resolvers/zod';
import { empresaCuentaEditSchema, empresaUpdateSchema, type Empresa, type EmpresaUpdate } from '@cumplia/shared/schemas/empresa';
import { Anchor, Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { withAccountCheck } from '../utils/with-account-check';
import { Link, useNavigate } from 'react-router';
import { useUpdateEmpresaMutation } from '../api/update-empresa';
import { empresaFailure } from '../utils/empresa-error';
import { empresaFormValues, isEmpresaFormField, type EmpresaFormValues } from '../utils/empresa-form-values';
import { EmpresaFormFields } from './empresa-form-fields';
import { FormFailureAlert } from './form-failure-alert';

export const EMPRESA_UPDATED_MESSAGE = 'Los datos de la empresa se han guardado correctamente.';

const updateResolver = zodResolver(empresaUpdateSchema);

/**
 * The edit form holds the username and the tools only to show them: the edit schema (the one the
 * server applies to this call) checks and sends the rest, with the edit texts of spec 1 §5.
 */
const resolveUpdate = withAccountCheck<EmpresaFormValues, EmpresaUpdate>(
  (values, context, options) =>
    updateResolver(values, context, options as unknown as Parameters<typeof updateResolver>[2]) as ReturnType<
      Resolver<EmpresaFormValues, unknown, EmpresaUpdate>
    >,
  empresaCuentaEditSchema,
);

type EditEmpresaFormProps = {
  empresa: Empresa;
  /** The NIF/CIF in the address: the company to save, even if the form changes its NIF/CIF. */
  cifNif: string;
};

/** "Editar empresa" (spec 1 §2.13): success shows a dialog, then the collaborator's home. */
export function EditEmpresaForm({ empresa, cifNif }: EditEmpresaFormProps) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const updateEmpresa = useUpdateEmpresaMutation(cifNif);
  const form = useForm<EmpresaFormValues, unknown, EmpresaUpdate>({
    resolver: resolveUpdate,
    defaultValues: empresaFormValues(empresa),
  });
  const { handleSubmit, setError, setFocus, formState } = form;

  const onValid = async (values: EmpresaUpdate) => {
    setFailure(null);
    try {
      await updateEmpresa.mutateAsync(values);
      setSaved(true);
    } catch (error) {
      const { message, fields } = empresaFailure(error, 'update');
      setFailure(message);
      const named = Object.entries(fields).filter(([field]) => isEmpresaFormField(field));
      for (const [field, fieldMessage] of named) setError(field as keyof EmpresaFormValues, { message: fieldMessage });
      const first = named[0]?.[0];
      if (first) setFocus(first as keyof EmpresaFormValues);
    }
  };

  const usernameHint = empresa.username ? undefined : (
    <>
      Esta empresa aún no tiene usuario.{' '}
      <Anchor component={Link} to={`/asignar-usuario-empresa?cifNif=${encodeURIComponent(empresa.nifCif)}`} inherit>
        Asignar usuario
      </Anchor>
    </>
  );
  const toolsHint = (
    <>
      Las herramientas se activan y desactivan desde{' '}
      <Anchor component={Link} to="/editarclientelistado" inherit>
        Tus empresas
      </Anchor>
      .
    </>
  );

  return (
    <>
      <form onSubmit={handleSubmit(onValid, () => setFailure(null))} noValidate>
        <Stack gap="lg">
          <EmpresaFormFields form={form} mode="edit" usernameHint={usernameHint} toolsHint={toolsHint} />
          <FormFailureAlert message={failure} />
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={formState.isSubmitting} w={{ base: '100%', xs: 'auto' }}>
              Guardar cambios
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={saved}
        onClose={() => navigate('/iniciogestora')}
        title="Empresa actualizada"
        closeButtonProps={{ 'aria-label': 'Cerrar ventana' }}
      >
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon color="teal" variant="light" radius="xl" size={32}>
              <IconCircleCheck size={20} />
            </ThemeIcon>
            <Text>{EMPRESA_UPDATED_MESSAGE}</Text>
          </Group>
          <Group justify="flex-end">
            <Button onClick={() => navigate('/iniciogestora')}>Aceptar</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
