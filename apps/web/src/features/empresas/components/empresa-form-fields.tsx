import { METODOS_DE_PAGO, TIPOS_EMPRESA, TOOL_CODES, TOOLS, type MetodoDePago } from '@cumplia/shared/enums';
import { METODO_DE_PAGO_CODES, TIPO_EMPRESA_CODES } from '@cumplia/shared/schemas/empresa';
import { Checkbox, Group, NumberInput, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormSection } from '../../../components/forms/form-section';
import { numCuentaForMethod } from '../../../components/forms/payment-method';
import { PhoneTextInput } from '../../../components/forms/phone-text-input';
import { EMPRESA_FIELD_LABELS as LABELS, type EmpresaFormField, type EmpresaFormValues } from '../utils/empresa-form-values';

/** cnae and actividad are cut at 60 characters (spec 1 §5, §9). */
const SHORT_TEXT_MAX = 60;

/** Hints under the box, so that the boxes of a row line up whether or not a field has a hint. */
const HINT_BELOW = ['label', 'input', 'error', 'description'] as ('label' | 'input' | 'error' | 'description')[];

type EmpresaFormFieldsProps<Output> = {
  form: UseFormReturn<EmpresaFormValues, unknown, Output>;
  /** Creation edits everything; the edit form shows the username and the tools read-only. */
  mode: 'create' | 'edit';
  /** Under the read-only username on the edit form, e.g. a link to assign a user. */
  usernameHint?: ReactNode;
  /** Under the read-only tools on the edit form. */
  toolsHint?: ReactNode;
};

/**
 * The company fields of spec 1 §3 in five sections. Values are checked by the shared schema the
 * server also uses; this component only lays them out and shapes what is typed (phone, IBAN).
 */
export function EmpresaFormFields<Output>({ form, mode, usernameHint, toolsHint }: EmpresaFormFieldsProps<Output>) {
  const {
    control,
    register,
    getValues,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const isEdit = mode === 'edit';
  const isSepa = watch('metodoDePago') === 'SEPA';
  const error = (field: EmpresaFormField) => errors[field]?.message;
  const text = (field: EmpresaFormField & keyof typeof LABELS, props: Record<string, unknown> = {}) => (
    <TextInput label={LABELS[field]} withAsterisk inputWrapperOrder={HINT_BELOW} error={error(field)} {...props} {...register(field)} />
  );

  return (
    <Stack gap="lg">
      <FormSection title="Datos de la empresa">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {text('razonSocial', { autoComplete: 'organization' })}
          {text('nombreComercial')}
          {text('nifCif', { autoCapitalize: 'characters', description: 'El NIF o CIF con el que factura la empresa.' })}
          <Controller
            control={control}
            name="tipo"
            render={({ field }) => (
              <Radio.Group
                label={LABELS.tipo}
                withAsterisk
                value={field.value ?? ''}
                onChange={(value) => field.onChange(value)}
                error={error('tipo')}
              >
                <Group mt="xs" gap="xl">
                  {TIPO_EMPRESA_CODES.map((code) => (
                    <Radio key={code} value={code} label={TIPOS_EMPRESA[code]} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          {text('cnae', { maxLength: SHORT_TEXT_MAX, description: 'Código de actividad, p. ej. 6920.' })}
          {text('actividad', { maxLength: SHORT_TEXT_MAX })}
          <Controller
            control={control}
            name="numTrabajadores"
            render={({ field }) => (
              <NumberInput
                label={LABELS.numTrabajadores}
                withAsterisk
                min={0}
                allowDecimal={false}
                allowNegative={false}
                hideControls
                inputMode="numeric"
                error={error('numTrabajadores')}
                ref={field.ref}
                name={field.name}
                value={field.value ?? ''}
                onBlur={field.onBlur}
                onChange={(value) => field.onChange(value)}
              />
            )}
          />
          {text('direccion', { autoComplete: 'street-address' })}
          {text('codigoPostal', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 5 })}
          {text('provincia', { autoComplete: 'address-level1' })}
        </SimpleGrid>
      </FormSection>

      <FormSection
        title="Administrador"
        description={
          isEdit
            ? 'La persona que representa a la empresa. Su DNI es el usuario con el que accede a Cumplia y no se puede cambiar.'
            : 'La persona que representa a la empresa. Con su DNI se crea el usuario que accede a Cumplia.'
        }
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {text('nombre', { autoComplete: 'name' })}
          {isEdit ? (
            <TextInput
              label={LABELS.username}
              inputWrapperOrder={HINT_BELOW}
              readOnly
              variant="filled"
              value={getValues('username') || 'Sin usuario asignado'}
              description={usernameHint}
            />
          ) : (
            text('username', {
              autoCapitalize: 'characters',
              description: 'DNI o NIE del administrador: será su usuario para acceder.',
            })
          )}
        </SimpleGrid>
      </FormSection>

      <FormSection
        title="Contacto"
        description="El correo electrónico recibe el enlace para verificar la cuenta; el teléfono, los avisos por SMS."
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {text('email', { type: 'email', autoComplete: 'email' })}
          <Controller
            control={control}
            name="telefono"
            render={({ field }) => (
              <PhoneTextInput
                label={LABELS.telefono}
                withAsterisk
                inputWrapperOrder={HINT_BELOW}
                description="+34 seguido de 9 dígitos."
                error={error('telefono')}
                ref={field.ref}
                name={field.name}
                value={field.value ?? ''}
                onBlur={field.onBlur}
                onChange={field.onChange}
              />
            )}
          />
        </SimpleGrid>
      </FormSection>

      <FormSection title="Pago">
        <Controller
          control={control}
          name="metodoDePago"
          render={({ field }) => (
            <Radio.Group
              label={LABELS.metodoDePago}
              withAsterisk
              value={field.value}
              error={error('metodoDePago')}
              onChange={(value) => {
                const method = value as MetodoDePago;
                field.onChange(method);
                setValue('numCuenta', numCuentaForMethod(method, getValues('numCuenta') ?? ''), { shouldValidate: false });
              }}
            >
              <Group mt="xs" gap="xl">
                {METODO_DE_PAGO_CODES.map((code) => (
                  <Radio key={code} value={code} label={METODOS_DE_PAGO[code]} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        {isSepa && (
          <TextInput
            label={LABELS.numCuenta}
            withAsterisk
            inputWrapperOrder={HINT_BELOW}
            description="2 letras y 22 dígitos, p. ej. ES91 2100 0418 4502 0005 1332."
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={34}
            error={error('numCuenta')}
            {...register('numCuenta')}
          />
        )}
      </FormSection>

      <FormSection
        title="Herramientas"
        description={
          isEdit
            ? undefined
            : 'Marque las herramientas que contrata la empresa. Podrá activarlas o desactivarlas después desde «Tus empresas».'
        }
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" role="group" aria-label="Herramientas">
          {TOOL_CODES.map((code) => (
            <Checkbox
              key={code}
              label={TOOLS[code].label}
              disabled={isEdit}
              description={isEdit ? (getValues(TOOLS[code].flag) ? 'Activa' : 'Inactiva') : undefined}
              // Read-only, but still legible: the state matters more than the fact it cannot change here.
              styles={isEdit ? { label: { color: 'var(--mantine-color-text)' } } : undefined}
              {...register(TOOLS[code].flag)}
            />
          ))}
        </SimpleGrid>
        {toolsHint && (
          <Text size="sm" c="dimmed">
            {toolsHint}
          </Text>
        )}
      </FormSection>
    </Stack>
  );
}
