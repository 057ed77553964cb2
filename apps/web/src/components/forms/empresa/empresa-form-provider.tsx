import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { EmpresaFormVariant } from './empresa-field-labels';
import type { EmpresaFormValues } from './empresa-form-values';
import { EmpresaFormVariantContext } from './use-empresa-form';

/**
 * The company fields a collaborator's form has too (spec 2 §3): the blocks built on these alone
 * (InformacionFields, ContactoFields, EmpresaDatosFields, EmpresaTextField) serve both forms.
 */
type SharedField = 'razonSocial' | 'nombreComercial' | 'nifCif' | 'tipo' | 'nombre' | 'email' | 'telefono' | 'cnae' | 'actividad' | 'numTrabajadores' | 'direccion' | 'codigoPostal' | 'provincia' | 'numCuenta';
export type EmpresaSharedValues = Partial<Pick<EmpresaFormValues, SharedField>>;

type EmpresaFormProviderProps<Values extends EmpresaSharedValues & FieldValues, Output> = {
  form: UseFormReturn<Values, unknown, Output>;
  variant: EmpresaFormVariant;
  children: ReactNode;
};

/**
 * Gives the field blocks (InformacionFields, AdministradorFields…) the screen's form and its
 * variant. The form's values are those of a shared schema from packages/shared; a screen may hold
 * more fields than the blocks (the captcha token, protocol lines) and lays them out itself.
 */
export function EmpresaFormProvider<Values extends EmpresaSharedValues & FieldValues, Output>({
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
