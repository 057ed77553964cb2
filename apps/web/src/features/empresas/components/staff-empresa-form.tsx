import { Button, Group, Stack } from '@mantine/core';
import type { Empresa, EmpresaStaffUpdate } from '@cumplia/shared/schemas/empresa';
import { useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FailureDialog } from '../../../components/feedback/failure-dialog';
import { empresaFormValues, type EmpresaFormValues } from '../../../components/forms/empresa/empresa-form-values';
import { showServerFieldErrors } from '../../../components/forms/empresa/server-field-errors';
import { STAFF_EDIT_RESOLVERS, type StaffEditScreen } from '../utils/staff-edit-resolvers';
import { staffSaveFailure } from '../utils/staff-save-failure';
import { EmpresaFormFields } from './empresa-form-fields';

const VARIANTS = { admin: 'edicionStaff', workerById: 'edicionWorker', workerByNifCif: 'edicion' } as const;

type StaffEmpresaFormProps = {
  empresa: Empresa;
  screen: StaffEditScreen;
  /** Saves the values; a failure is thrown and shown in the error dialog and under the fields. */
  save: (values: EmpresaStaffUpdate) => Promise<unknown>;
  /** Beside "Guardar Cambios", before it: "Cancelar" or "Volver". */
  secondaryAction?: ReactNode;
  usernameHint?: ReactNode;
  toolsHint?: ReactNode;
};

/**
 * The company's edit form on the staff screens (spec 2 §5 "Company edit screens"): the shared
 * company form with the screen's labels, hints and schema; the username and the tools read-only.
 * The service flags are not sent: tools change from the lists.
 */
export function StaffEmpresaForm({ empresa, screen, save, secondaryAction, usernameHint, toolsHint }: StaffEmpresaFormProps) {
  // Every screen's schema gives the company's fields; the worker's also the flags, not sent from here.
  const form = useForm<EmpresaFormValues, unknown, EmpresaStaffUpdate & { lopdgdd?: boolean; acosoLaboral?: boolean; desconexionDigital?: boolean }>({
    resolver: STAFF_EDIT_RESOLVERS[screen] as Resolver<EmpresaFormValues, unknown, EmpresaStaffUpdate>,
    defaultValues: empresaFormValues(empresa),
  });
  const [failure, setFailure] = useState<string | null>(null);

  const onValid = async (values: EmpresaStaffUpdate & { lopdgdd?: boolean; acosoLaboral?: boolean; desconexionDigital?: boolean }) => {
    const { lopdgdd: _lopdgdd, acosoLaboral: _acosoLaboral, desconexionDigital: _desconexionDigital, ...data } = values;
    try {
      await save({ ...data, dni: empresa.username ?? empresa.dni });
    } catch (error) {
      const { message, fields } = staffSaveFailure(error, screen);
      const first = showServerFieldErrors(form.setError, fields).shown[0]?.[0];
      if (first) form.setFocus(first);
      setFailure(message);
    }
  };

  return (
    <>
      <form onSubmit={form.handleSubmit(onValid)} noValidate>
        <Stack gap="lg">
          <EmpresaFormFields form={form} mode="edit" variant={VARIANTS[screen]} usernameHint={usernameHint} toolsHint={toolsHint} />
          <Group justify="flex-end" gap="sm">
            {secondaryAction}
            <Button type="submit" size="md" loading={form.formState.isSubmitting}>
              Guardar Cambios
            </Button>
          </Group>
        </Stack>
      </form>
      <FailureDialog title="No se han guardado los cambios" message={failure} onClose={() => setFailure(null)} />
    </>
  );
}
