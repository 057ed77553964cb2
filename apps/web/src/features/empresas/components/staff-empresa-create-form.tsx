import type { StaffArea } from '@cumplia/shared/enums';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMPRESA_STAFF_CREATED,
  empresaCuentaSchema,
  empresaStaffCreateSchema,
  type EmpresaStaffCreate,
} from '@cumplia/shared/schemas/empresa';
import { Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { SuccessDialog } from '../../../components/feedback/success-dialog';
import { EmpresaFormProvider } from '../../../components/forms/empresa/empresa-form-provider';
import { EMPTY_EMPRESA_FORM, type EmpresaFormValues } from '../../../components/forms/empresa/empresa-form-values';
import { StaffEmpresaSections } from '../../../components/forms/empresa/staff-empresa-sections';
import type { ProtocolLineValue } from '../../../components/forms/protocol-lines';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useCreateStaffEmpresaMutation } from '../api/create-staff-empresa';
import { useEmpresaFormFailure } from '../utils/use-empresa-form-failure';
import { withAccountCheck } from '../utils/with-account-check';

/** The staff form: the company fields, the protocol lines and the gestoría (none: a company of the provider's own). */
export type StaffEmpresaFormValues = EmpresaFormValues & { productos: ProtocolLineValue[]; gestoriaId: string | null };

const EMPTY_STAFF_FORM = { ...EMPTY_EMPRESA_FORM, productos: [], gestoriaId: null } as StaffEmpresaFormValues;

const resolveCreate = withAccountCheck(zodResolver(empresaStaffCreateSchema), empresaCuentaSchema);

/** "¡Éxito! Empresa creada exitosamente en el sistema." (spec 2) as a dialog title and its text. */
const [SUCCESS_TITLE, SUCCESS_TEXT] = [EMPRESA_STAFF_CREATED.slice(0, '¡Éxito!'.length), EMPRESA_STAFF_CREATED.slice('¡Éxito! '.length)];

export const STAFF_EMPRESA_CREATE_DESCRIPTION =
  'Dé de alta a una empresa cliente, a su administrador y los protocolos que contrata con su precio. El administrador recibirá un correo electrónico para verificar su cuenta y elegir su contraseña.';

export type GestoriaFieldProps = { value: string | null; onChange: (gestoriaId: string | null) => void; error?: string };

type StaffEmpresaCreateFormProps = {
  area: StaffArea;
  /** The gestoría picker, given by the screen (it belongs to the collaborators' feature). */
  renderGestoria?: (field: GestoriaFieldProps) => ReactNode;
};

/**
 * Staff "Alta de una empresa" (spec 2): the five sections, each protocol line switching its tool on
 * (the matching flag is set by the server from the lines), the success dialog, then a blank form.
 */
export function StaffEmpresaCreateForm({ area, renderGestoria }: StaffEmpresaCreateFormProps) {
  const [created, setCreated] = useState(false);
  const createEmpresa = useCreateStaffEmpresaMutation(area);
  const form = useForm<StaffEmpresaFormValues, unknown, EmpresaStaffCreate>({
    resolver: resolveCreate as never,
    defaultValues: EMPTY_STAFF_FORM,
  });
  const { handleSubmit, reset, formState } = form;
  const { failure, clearFailure, fail } = useEmpresaFormFailure(form as unknown as UseFormReturn<EmpresaFormValues, unknown, EmpresaStaffCreate>, 'create');

  const onValid = async (empresa: EmpresaStaffCreate) => {
    clearFailure();
    try {
      await createEmpresa.mutateAsync(empresa);
      reset(EMPTY_STAFF_FORM);
      setCreated(true);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <form onSubmit={handleSubmit(onValid, clearFailure)} noValidate>
      <EmpresaFormProvider form={form} variant="alta">
        <Stack gap="lg">
          <StaffEmpresaSections
            gestoriaField={
              renderGestoria && (
                <Controller
                  control={form.control}
                  name="gestoriaId"
                  render={({ field, fieldState }) => <>{renderGestoria({ value: field.value, onChange: field.onChange, error: fieldState.error?.message })}</>}
                />
              )
            }
          />
          <FailureAlert message={failure} />
          <SubmitButton loading={formState.isSubmitting} placement="end">
            Crear empresa
          </SubmitButton>
        </Stack>
      </EmpresaFormProvider>
      <SuccessDialog opened={created} title={SUCCESS_TITLE} message={SUCCESS_TEXT} buttonLabel="Aceptar" onClose={() => setCreated(false)} />
    </form>
  );
}
