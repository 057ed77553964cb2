import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { formatDate } from '@cumplia/shared/calendar';
import { requerimientoSolicitudSchema, type RequerimientoSolicitud } from '@cumplia/shared/schemas/requerimiento';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { SuccessNotice } from '../../../components/feedback/success-notice';
import { SubmitButton } from '../../../components/forms/submit-button';
import { fieldMessagesOf, serverMessageOr } from '../../../lib/error-message';
import { useSolicitarRequerimientoMutation } from '../api/solicitar-requerimiento';
import { DateField } from '../../../components/forms/date-field';

type SolicitudForm = z.input<typeof requerimientoSolicitudSchema>;

const FIELDS = ['referencia', 'desde', 'hasta'] as const;
const EMPTY: SolicitudForm = { referencia: '', desde: '', hasta: '' };

function FechaField({ control, name, label }: { control: Control<SolicitudForm>; name: 'desde' | 'hasta'; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          label={label}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          required
        />
      )}
    />
  );
}

/**
 * The agency's request answered (decision 0083): its reference and the issue dates it covers, then a
 * confirmation; the server's per-field messages land under the fields.
 */
export function RequerimientoForm() {
  const solicitar = useSolicitarRequerimientoMutation();
  // What the confirmation asks about; kept while it closes, so that its words stay until it is gone.
  const [pending, setPending] = useState<RequerimientoSolicitud | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [requested, setRequested] = useState(false);
  const form = useForm<SolicitudForm, unknown, RequerimientoSolicitud>({ resolver: zodResolver(requerimientoSolicitudSchema), defaultValues: EMPTY });

  const ask = (solicitud: RequerimientoSolicitud) => {
    setFailure(null);
    setRequested(false);
    setPending(solicitud);
    setConfirming(true);
  };

  const remit = async () => {
    if (!pending) return;
    try {
      await solicitar.mutateAsync(pending);
      form.reset(EMPTY);
      setRequested(true);
    } catch (error) {
      const fields = fieldMessagesOf(error);
      const named = FIELDS.filter((name) => fields[name]);
      for (const name of named) form.setError(name, { message: fields[name] });
      if (named.length === 0) setFailure(serverMessageOr(error, 'No se pudo solicitar la remisión. Inténtelo de nuevo.'));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <form onSubmit={form.handleSubmit(ask)} aria-label="Remitir registros a la AEAT" noValidate>
      <Stack gap="md">
        {requested && <SuccessNotice onClose={() => setRequested(false)}>Remisión solicitada: se envía en segundo plano.</SuccessNotice>}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label="Referencia del requerimiento"
            autoComplete="off"
            withAsterisk
            error={form.formState.errors.referencia?.message}
            {...form.register('referencia')}
          />
          <FechaField control={form.control} name="desde" label="Facturas expedidas desde" />
          <FechaField control={form.control} name="hasta" label="hasta" />
        </SimpleGrid>
        <FailureAlert message={failure} onClose={() => setFailure(null)} />
        <SubmitButton loading={solicitar.isPending} placement="end">
          Remitir registros
        </SubmitButton>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Remitir registros a la AEAT"
        message={
          pending && (
            <>
              Se remitirán a la AEAT los registros de las facturas expedidas del {formatDate(pending.desde)} al {formatDate(pending.hasta)}, indicando la referencia{' '}
              <strong>{pending.referencia}</strong>. ¿Continuar?
            </>
          )
        }
        confirmLabel="Remitir registros"
        onConfirm={() => void remit()}
        onCancel={() => setConfirming(false)}
        busy={solicitar.isPending}
      />
    </form>
  );
}
