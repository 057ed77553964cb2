import type { StaffArea } from '@cumplia/shared/enums';
import { zodResolver } from '@hookform/resolvers/zod';
import { GESTORIA_MESSAGES, gestoriaUpdateSchema, type Gestoria, type GestoriaUpdate, type GestoriaUpdateForm } from '@cumplia/shared/schemas/gestoria';
import { Button, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { FailureDialog } from '../../../components/feedback/failure-dialog';
import { FieldGrid } from '../../../components/forms/field-grid';
import { FormSection } from '../../../components/forms/form-section';
import { ProtocolLines } from '../../../components/forms/protocol-lines';
import { ContactoFields } from '../../../components/forms/empresa/contacto-fields';
import { EmpresaFormProvider } from '../../../components/forms/empresa/empresa-form-provider';
import { EmpresaTextField } from '../../../components/forms/empresa/empresa-text-field';
import { fieldMessagesOf, serverMessageOr } from '../../../lib/error-message';
import { useUpdateGestoriaMutation } from '../api/update-gestoria';
import { GESTORIA_TEXTS } from '../utils/gestoria-area';
import { hasErrors } from '../utils/has-errors';
import { ComisionField } from './comision-field';
import { DniField } from './dni-field';

/** The edit form filled with the collaborator as the server answers it. */
export function gestoriaEditValues(gestoria: Gestoria): GestoriaUpdateForm {
  return {
    razonSocial: gestoria.razonSocial,
    nombreComercial: gestoria.nombreComercial,
    nifCif: gestoria.nifCif,
    dni: gestoria.dni,
    email: gestoria.email,
    telefono: gestoria.telefono || '+34',
    numCuenta: gestoria.numCuenta,
    comision: gestoria.comision,
    productos: gestoria.productos,
  };
}

type GestoriaEditFormProps = {
  api: StaffArea;
  gestoria: Gestoria;
  /** After a save: the detail goes back to its view mode. */
  onSaved: (saved: Gestoria) => void;
  onCancel: () => void;
};

/**
 * The collaborator's edit (spec 2 "Collaborator edit", §7 PUT …/gestorias/{id}): its data, commission
 * (step 0,01) and product lines. "Guardar Cambios" saves; on an error the form stays as it is, with
 * the server's answer in a dialog and its per-field messages under the fields.
 */
export function GestoriaEditForm({ api, gestoria, onSaved, onCancel }: GestoriaEditFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateGestoriaMutation(api, gestoria.id);
  const form = useForm<GestoriaUpdateForm, unknown, GestoriaUpdate>({
    resolver: zodResolver(gestoriaUpdateSchema),
    defaultValues: gestoriaEditValues(gestoria),
  });

  const onValid = async (values: GestoriaUpdate) => {
    try {
      onSaved(await update.mutateAsync(values));
    } catch (error) {
      for (const [field, message] of Object.entries(fieldMessagesOf(error))) {
        form.setError(field as keyof GestoriaUpdateForm, { message });
      }
      setFailure(serverMessageOr(error, GESTORIA_TEXTS.saveError));
    }
  };

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label="Editar colaborador">
      <EmpresaFormProvider form={form} variant="colaborador">
        <Stack gap="lg">
          <FormSection title="Datos del colaborador">
            <FieldGrid>
              <EmpresaTextField field="razonSocial" autoComplete="organization" />
              <EmpresaTextField field="nombreComercial" />
              <EmpresaTextField field="nifCif" autoCapitalize="characters" />
              <DniField hint="DNI o NIE del administrador. Su usuario de acceso se cambia en «Gestionar usuarios»." />
              <ContactoFields />
              <EmpresaTextField field="numCuenta" label="Número de Cuenta (IBAN)" autoComplete="off" autoCapitalize="characters" maxLength={34} />
              <ComisionField kind="number" />
            </FieldGrid>
          </FormSection>
          <FormSection title="Productos y precios" description="El precio de cada protocolo para las empresas de esta gestoría, sin IVA.">
            <ProtocolLines />
          </FormSection>
          <FailureAlert message={hasErrors(form.formState) ? GESTORIA_MESSAGES.summary : null} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" leftSection={<IconX size={16} aria-hidden />} onClick={onCancel} disabled={form.formState.isSubmitting}>
              Cancelar
            </Button>
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={form.formState.isSubmitting}>
              Guardar Cambios
            </Button>
          </Group>
        </Stack>
      </EmpresaFormProvider>
      <FailureDialog title="No se han podido guardar los cambios" message={failure} onClose={() => setFailure(null)} />
    </form>
  );
}
