import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { EmpresaFormVariant } from './empresa-field-labels';
import type { EmpresaFormValues } from './empresa-form-values';
import { EmpresaFormVariantContext } from './use-empresa-form';

type EmpresaFormProviderProps<Values extends EmpresaFormValues & FieldValues, Output> = {
  form: UseFormReturn<Values, unknown, Output>;
  variant: EmpresaFormVariant;
  children: ReactNode;
};

/**
 * Gives the field blocks (InformacionFields, AdministradorFields…) the screen's form and its
 * variant. The form's values are those of a shared schema from packages/shared; a screen may hold
 * more fields than the blocks (the captcha token, protocol lines) and lays them out itself.
 */
export function EmpresaFormProvider<Values extends EmpresaFormValues & FieldValues, Output>({
  form,
  variant,
  children,
}: EmpresaFormProviderProps<Values, Output>) {
  return (
    <FormProvider {...form}>
      <EmpresaFormVariantContext value={variant}>{children}</EmpresaFormVariantContext>
    </FormProvider>
  );
}
