import { zodResolver } from '@hookform/resolvers/zod';
import { empresaCuentaEditSchema, empresaUpdateSchema, type Empresa, type EmpresaUpdate } from '@cumplia/shared/schemas/empresa';
import { Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { empresaFormValues, type EmpresaFormValues } from '../../../components/forms/empresa/empresa-form-values';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { SuccessDialog } from '../../../components/feedback/success-dialog';
import { useUpdateEmpresaMutation } from '../api/update-empresa';
import { useEmpresaFormFailure } from '../utils/use-empresa-form-failure';
import { withAccountCheck } from '../utils/with-account-check';
import { EmpresaFormFields } from './empresa-form-fields';

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
  nifCif: string;
};

/** "Editar empresa" (spec 1 §2.13): success shows a dialog, then the collaborator's home. */
export function EditEmpresaForm({ empresa, nifCif }: EditEmpresaFormProps) {
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const updateEmpresa = useUpdateEmpresaMutation(nifCif);
  const form = useForm<EmpresaFormValues, unknown, EmpresaUpdate>({
    resolver: resolveUpdate,
    defaultValues: empresaFormValues(empresa),
  });
  const { handleSubmit, formState } = form;
  const { failure, clearFailure, fail } = useEmpresaFormFailure(form, 'update');

  const onValid = async (values: EmpresaUpdate) => {
    clearFailure();
    try {
      await updateEmpresa.mutateAsync(values);
      setSaved(true);
    } catch (error) {
      fail(error);
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
        Empresas
      </Anchor>
      .
    </>
  );

  return (
    <>
      <form onSubmit={handleSubmit(onValid, clearFailure)} noValidate>
        <Stack gap="lg">
          <EmpresaFormFields form={form} mode="edit" usernameHint={usernameHint} toolsHint={toolsHint} />
          <FailureAlert message={failure} />
          <SubmitButton loading={formState.isSubmitting} placement="end">
            Guardar cambios
          </SubmitButton>
        </Stack>
      </form>
      <SuccessDialog
        opened={saved}
        onClose={() => navigate('/iniciogestora')}
        title="Empresa actualizada"
        message={EMPRESA_UPDATED_MESSAGE}
        buttonLabel="Aceptar"
      />
    </>
  );
}
