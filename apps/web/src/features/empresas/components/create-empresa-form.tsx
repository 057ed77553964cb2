import { zodResolver } from '@hookform/resolvers/zod';
import { empresaCreateSchema, empresaCuentaSchema, type EmpresaCreate } from '@cumplia/shared/schemas/empresa';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EMPTY_EMPRESA_FORM, type EmpresaFormValues } from '../../../components/forms/empresa/empresa-form-values';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { SuccessNotice } from '../../../components/feedback/success-notice';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useCreateEmpresaMutation } from '../api/create-empresa';
import { useEmpresaFormFailure } from '../utils/use-empresa-form-failure';
import { withAccountCheck } from '../utils/with-account-check';
import { EmpresaFormFields } from './empresa-form-fields';

const resolveCreate = withAccountCheck(zodResolver(empresaCreateSchema), empresaCuentaSchema);

export const EMPRESA_CREATED_MESSAGE =
  'Empresa creada correctamente. El administrador recibirá un correo para verificar su cuenta.';

/** "Alta de una empresa" (spec 1 §2.12): on success the form is emptied and the page goes back to its top. */
export function CreateEmpresaForm() {
  const [created, setCreated] = useState<string | null>(null);
  const createEmpresa = useCreateEmpresaMutation();
  const form = useForm<EmpresaFormValues, unknown, EmpresaCreate>({
    resolver: resolveCreate,
    defaultValues: EMPTY_EMPRESA_FORM,
  });
  const { handleSubmit, reset, formState } = form;
  const { failure, clearFailure, fail } = useEmpresaFormFailure(form, 'create');

  const onValid = async (empresa: EmpresaCreate) => {
    clearFailure();
    setCreated(null);
    try {
      await createEmpresa.mutateAsync(empresa);
      reset(EMPTY_EMPRESA_FORM);
      setCreated(`${empresa.nombreComercial} (${empresa.nifCif})`);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      fail(error);
    }
  };

  return (
    <form onSubmit={handleSubmit(onValid, clearFailure)} noValidate>
      <Stack gap="lg">
        {created && (
          <SuccessNotice title={EMPRESA_CREATED_MESSAGE} onClose={() => setCreated(null)}>
            {created}. Puede dar de alta otra empresa a continuación.
          </SuccessNotice>
        )}
        <EmpresaFormFields form={form} mode="create" />
        <FailureAlert message={failure} />
        <SubmitButton loading={formState.isSubmitting} placement="end">
          Crear empresa
        </SubmitButton>
      </Stack>
    </form>
  );
}
