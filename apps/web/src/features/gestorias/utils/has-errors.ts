import type { FieldValues, FormState } from 'react-hook-form';

/**
 * Whether the form summary ('Por favor, corrija los errores en el formulario.') shows: after a send,
 * while any field still has an error; it goes once the last one is corrected.
 */
export function hasErrors<Values extends FieldValues>(formState: FormState<Values>): boolean {
  return formState.submitCount > 0 && Object.keys(formState.errors).length > 0;
}
