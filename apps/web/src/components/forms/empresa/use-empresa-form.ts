import { createContext, use } from 'react';
import { useFormContext, type UseFormReturn } from 'react-hook-form';
import { EMPRESA_FIELD_HINTS, EMPRESA_FIELD_LABELS, type EmpresaFormVariant } from './empresa-field-labels';
import type { EmpresaFormField, EmpresaFormValues } from './empresa-form-values';

export const EmpresaFormVariantContext = createContext<EmpresaFormVariant>('alta');

/** Hints under the box, so that the boxes of a row line up whether or not a field has a hint. */
export const HINT_BELOW = ['label', 'input', 'error', 'description'] as ('label' | 'input' | 'error' | 'description')[];

/** cnae and actividad are cut at 60 characters (spec 1 §5, §9; spec 2 §5 "Input shaping"). */
export const SHORT_TEXT_MAX = 60;

export type EmpresaFormApi = {
  form: UseFormReturn<EmpresaFormValues>;
  variant: EmpresaFormVariant;
  label: (field: EmpresaFormField) => string;
  hint: (field: EmpresaFormField) => string | undefined;
  error: (field: EmpresaFormField) => string | undefined;
};

/** What a field block needs from the company form around it (see EmpresaFormProvider). */
export function useEmpresaForm(): EmpresaFormApi {
  const form = useFormContext<EmpresaFormValues>();
  const variant = use(EmpresaFormVariantContext);
  return {
    form,
    variant,
    label: (field) => EMPRESA_FIELD_LABELS[variant][field],
    // A staff form's pattern hint is also the error of a value that breaks it (spec 2 §5): said once.
    hint: (field) => {
      const hint = EMPRESA_FIELD_HINTS[variant][field];
      return hint !== undefined && hint === form.formState.errors[field]?.message ? undefined : hint;
    },
    error: (field) => form.formState.errors[field]?.message,
  };
}
