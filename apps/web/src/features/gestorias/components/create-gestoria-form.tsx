import { zodResolver } from '@hookform/resolvers/zod';
import type { StaffArea } from '@cumplia/shared/enums';
import { GESTORIA_MESSAGES, gestoriaCreateSchema, type GestoriaCreate, type GestoriaCreateForm } from '@cumplia/shared/schemas/gestoria';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { FailureDialog } from '../../../components/feedback/failure-dialog';
import { SuccessNotice } from '../../../components/feedback/success-notice';
import { EmpresaFormProvider } from '../../../components/forms/empresa/empresa-form-provider';
import { SubmitButton } from '../../../components/forms/submit-button';
import { fieldMessagesOf, serverMessageOr } from '../../../lib/error-message';
import { useCreateGestoriaMutation } from '../api/create-gestoria';
import { hasErrors } from '../utils/has-errors';
import { GESTORIA_AREAS, GESTORIA_TEXTS } from '../utils/gestoria-area';
import { GestoriaCreateFields } from './gestoria-create-fields';

/** A blank form (spec 2 §9): 0 workers, the +34 already typed, the area's default commission, no product line. */
export function emptyGestoriaForm(area: StaffArea): DefaultValues<GestoriaCreateForm> {
  const { comision, defaultComision } = GESTORIA_AREAS[area];
  return {
    razonSocial: '',
    nombreComercial: '',
    nifCif: '',
    nombre: '',
    dni: '',
    email: '',
    telefono: '+34',
    direccion: '',
    codigoPostal: '',
    provincia: '',
    cnae: '',
    actividad: '',
    numTrabajadores: 0,
    numCuenta: '',
    // A select's choices are texts; the number field takes a number.
    comision: comision === 'options' ? String(defaultComision) : defaultComision,
    superColaborador: false,
    productos: [],
  };
}

/**
 * "Alta de Colaborador" (spec 2 "Collaborator creation"): on success the area's text, the form
 * emptied and the page back at its top; on failure the server's answer in a dialog, and its
 * per-field messages under the fields.
 */
export function CreateGestoriaForm({ area }: { area: StaffArea }) {
  const { createdMessage, comision } = GESTORIA_AREAS[area];
  const [created, setCreated] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const createGestoria = useCreateGestoriaMutation(area);
  const form = useForm<GestoriaCreateForm, unknown, GestoriaCreate>({
    resolver: zodResolver(gestoriaCreateSchema),
    defaultValues: emptyGestoriaForm(area),
  });

  const onValid = async (gestoria: GestoriaCreate) => {
    setCreated(null);
    try {
      await createGestoria.mutateAsync(gestoria);
      form.reset(emptyGestoriaForm(area));
      setCreated(`${gestoria.nombreComercial} (${gestoria.nifCif})`);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      for (const [field, message] of Object.entries(fieldMessagesOf(error))) {
        form.setError(field as keyof GestoriaCreateForm, { message });
      }
      setFailure(serverMessageOr(error, GESTORIA_TEXTS.createError));
    }
  };

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <Stack gap="lg">
        {created && (
          <SuccessNotice title={createdMessage} onClose={() => setCreated(null)}>
            {created}. Su administrador recibirá un correo para verificar su cuenta.
          </SuccessNotice>
        )}
        <EmpresaFormProvider form={form} variant="colaborador">
          <GestoriaCreateFields comision={comision} />
        </EmpresaFormProvider>
        <FailureAlert message={hasErrors(form.formState) ? GESTORIA_MESSAGES.summary : null} />
        <SubmitButton loading={form.formState.isSubmitting} placement="end">
          Añadir colaborador
        </SubmitButton>
      </Stack>
      <FailureDialog title="No se ha podido añadir el colaborador" message={failure} onClose={() => setFailure(null)} />
    </form>
  );
}
