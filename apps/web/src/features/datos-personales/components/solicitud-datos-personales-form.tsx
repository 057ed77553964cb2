import { zodResolver } from '@hookform/resolvers/zod';
import { solicitudDatosPersonalesSchema, type SolicitudDatosPersonales, type SolicitudDatosPersonalesEnviada } from '@cumplia/shared/schemas/datos-personales';
import { Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { EmailInput } from '../../../components/forms/email-input';
import { PhoneTextInput } from '../../../components/forms/phone-text-input';
import { SubmitButton } from '../../../components/forms/submit-button';
import { fieldMessagesOf, serverMessageOr } from '../../../lib/error-message';

const FIELDS = ['nif', 'email', 'telefono'] as const;
type Field = (typeof FIELDS)[number];

const SOLICITUD_FAILURE = 'No se han podido reunir los datos de la persona. Inténtelo de nuevo.';

type SolicitudDatosPersonalesFormProps = {
  /** Gathers the person's data; a rejection is shown on the form. */
  onSearch: (solicitud: SolicitudDatosPersonalesEnviada) => Promise<unknown>;
};

/**
 * The person's NIF/NIE, e-mail and phone, at least one (the shared schema's check, whose message
 * stands at the NIF). The boxes are someone else's data: the browser must not fill in the
 * superadmin's own.
 */
export function SolicitudDatosPersonalesForm({ onSearch }: SolicitudDatosPersonalesFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<SolicitudDatosPersonales, unknown, SolicitudDatosPersonalesEnviada>({
    resolver: zodResolver(solicitudDatosPersonalesSchema),
    defaultValues: { nif: '', email: '', telefono: '' },
    // A field's error goes away as soon as the user edits that field (spec 1 §5); the next check is on send.
    reValidateMode: 'onSubmit',
  });

  /** Typing clears the field's error, and "indique al menos uno" at an empty NIF, which any of the three answers. */
  const edited = (name: Field) => {
    clearErrors(name);
    if (getValues('nif') === '') clearErrors('nif');
    setFailure(null);
  };

  const onValid = async (solicitud: SolicitudDatosPersonalesEnviada) => {
    setFailure(null);
    try {
      await onSearch(solicitud);
    } catch (error) {
      const fields = fieldMessagesOf(error);
      for (const name of FIELDS) if (fields[name]) setError(name, { message: fields[name] });
      setFailure(serverMessageOr(error, SOLICITUD_FAILURE));
    }
  };

  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={handleSubmit(onValid)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label="NIF/NIE"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              error={errors.nif?.message}
              {...register('nif', { onChange: () => edited('nif') })}
            />
            <EmailInput autoComplete="off" error={errors.email?.message} {...register('email', { onChange: () => edited('email') })} />
            <Controller
              control={control}
              name="telefono"
              render={({ field }) => (
                <PhoneTextInput
                  label="Teléfono"
                  autoComplete="off"
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? ''}
                  onBlur={field.onBlur}
                  onChange={(telefono) => {
                    field.onChange(telefono);
                    edited('telefono');
                  }}
                  error={errors.telefono?.message}
                />
              )}
            />
          </SimpleGrid>
          <FailureAlert message={failure} />
          <SubmitButton loading={isSubmitting} placement="end">
            Buscar datos
          </SubmitButton>
        </Stack>
      </form>
    </Paper>
  );
}
