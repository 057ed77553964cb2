import { zodResolver } from '@hookform/resolvers/zod';
import { empresaCreateSchema, empresaCuentaSchema, type EmpresaCreate } from '@cumplia/shared/schemas/empresa';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCreateEmpresaMutation } from '../api/create-empresa';
import { empresaFailure } from '../utils/empresa-error';
import { withAccountCheck } from '../utils/with-account-check';
import { EMPTY_EMPRESA_FORM, isEmpresaFormField, type EmpresaFormValues } from '../utils/empresa-form-values';
import { EmpresaFormFields } from './empresa-form-fields';
import { FormFailureAlert } from './form-failure-alert';

const resolveCreate = withAccountCheck(zodResolver(empresaCreateSchema), empresaCuentaSchema);

export const EMPRESA_CREATED_MESSAGE =
  'Empresa creada correctamente. El administrador recibirá un correo para verificar su cuenta.';

/** "Alta de una empresa" (spec 1 §2.12): on success the form is emptied and the page goes back to its top. */
export function CreateEmpresaForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const createEmpresa = useCreateEmpresaMutation();
  const form = useForm<EmpresaFormValues, unknown, EmpresaCreate>({
    resolver: resolveCreate,
    defaultValues: EMPTY_EMPRESA_FORM,
  });
  const { handleSubmit, reset, setError, setFocus, formState } = form;

  const onValid = async (empresa: EmpresaCreate) => {
    setFailure(null);
    setCreated(null);
    try {
      await createEmpresa.mutateAsync(empresa);
      reset(EMPTY_EMPRESA_FORM);
      setCreated(`${empresa.nombreComercial} (${empresa.nifCif})`);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      const { message, fields } = empresaFailure(error, 'create');
      setFailure(message);
      const named = Object.entries(fields).filter(([field]) => isEmpresaFormField(field));
      for (const [field, fieldMessage] of named) setError(field as keyof EmpresaFormValues, { message: fieldMessage });
      const first = named[0]?.[0];
      if (first) setFocus(first as keyof EmpresaFormValues);
    }
  };

  return (
    <form onSubmit={handleSubmit(onValid, () => setFailure(null))} noValidate>
      <Stack gap="lg">
        {created && (
          <Alert
            color="teal"
            variant="light"
            icon={<IconCircleCheck size={20} />}
            title={EMPRESA_CREATED_MESSAGE}
            role="status"
            withCloseButton
            closeButtonLabel="Cerrar aviso"
            onClose={() => setCreated(null)}
          >
            {created}. Puede dar de alta otra empresa a continuación.
          </Alert>
        )}
        <EmpresaFormFields form={form} mode="create" />
        <FormFailureAlert message={failure} />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={formState.isSubmitting} w={{ base: '100%', xs: 'auto' }}>
            Crear empresa
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
