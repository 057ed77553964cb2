import { TOOL_CODES, TOOLS } from '@cumplia/shared/enums';
import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FieldGrid } from '../../../components/forms/field-grid';
import { FormSection } from '../../../components/forms/form-section';
import { AdministradorFields } from '../../../components/forms/empresa/administrador-fields';
import { ContactoFields } from '../../../components/forms/empresa/contacto-fields';
import { DatosEmpresaSection } from '../../../components/forms/empresa/datos-empresa-section';
import type { EmpresaFormValues } from '../../../components/forms/empresa/empresa-form-values';
import type { EmpresaFormVariant } from '../../../components/forms/empresa/empresa-field-labels';
import { EmpresaFormProvider } from '../../../components/forms/empresa/empresa-form-provider';
import { PagoFields } from '../../../components/forms/empresa/pago-fields';

type EmpresaFormFieldsProps<Output> = {
  form: UseFormReturn<EmpresaFormValues, unknown, Output>;
  /** Creation edits everything; the edit form shows the username and the tools read-only. */
  mode: 'create' | 'edit';
  /** The labels and hints of a screen (spec 2 §5 staff edits); by default those of the mode. */
  variant?: EmpresaFormVariant;
  /** Under the read-only username on the edit form, e.g. a link to assign a user. */
  usernameHint?: ReactNode;
  /** Under the read-only tools on the edit form. */
  toolsHint?: ReactNode;
};

/**
 * The gestoría's company form (spec 1 §3) in five sections, built from the shared field blocks.
 * Values are checked by the shared schema the server also uses.
 */
export function EmpresaFormFields<Output>({ form, mode, variant, usernameHint, toolsHint }: EmpresaFormFieldsProps<Output>) {
  const isEdit = mode === 'edit';
  return (
    <EmpresaFormProvider form={form} variant={variant ?? (isEdit ? 'edicion' : 'alta')}>
      <Stack gap="lg">
        <DatosEmpresaSection />

        <FormSection
          title="Administrador"
          description={
            isEdit
              ? 'La persona que representa a la empresa. Su DNI es el usuario con el que accede a Cumplia y no se puede cambiar.'
              : 'La persona que representa a la empresa. Con su DNI se crea el usuario que accede a Cumplia.'
          }
        >
          <FieldGrid>
            <AdministradorFields readOnlyUsername={isEdit} usernameHint={usernameHint} />
          </FieldGrid>
        </FormSection>

        <FormSection
          title="Contacto"
          description="El correo electrónico recibe el enlace para verificar la cuenta; el teléfono, los avisos por SMS."
        >
          <FieldGrid>
            <ContactoFields />
          </FieldGrid>
        </FormSection>

        <FormSection title="Pago">
          <PagoFields />
        </FormSection>

        <FormSection
          title="Herramientas"
          description={
            isEdit
              ? undefined
              : 'Marque las herramientas que contrata la empresa. Podrá activarlas o desactivarlas después desde «Empresas».'
          }
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" role="group" aria-label="Herramientas">
            {TOOL_CODES.map((code) => (
              <Checkbox
                key={code}
                label={TOOLS[code].label}
                disabled={isEdit}
                description={isEdit ? (form.getValues(TOOLS[code].flag) ? 'Activa' : 'Inactiva') : undefined}
                // Read-only, but still legible: the state matters more than the fact it cannot change here.
                styles={isEdit ? { label: { color: 'var(--mantine-color-text)' } } : undefined}
                {...form.register(TOOLS[code].flag)}
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
    </EmpresaFormProvider>
  );
}
