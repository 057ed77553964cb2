import type { UseFormSetError } from 'react-hook-form';
import { isEmpresaFormField } from './empresa-field-labels';
import type { EmpresaFormField, EmpresaFormValues } from './empresa-form-values';

export type ServerFieldErrors = {
  /** The company fields the server complained about, in its order, now shown under each field. */
  shown: [EmpresaFormField, string][];
  /** Anything else the server named, for a list beside the form. */
  others: [string, string][];
};

/** Puts the server's per-field messages (`data` of an error answer) under the company form's fields. */
export function showServerFieldErrors(setError: UseFormSetError<EmpresaFormValues>, fields: Record<string, string>): ServerFieldErrors {
  const result: ServerFieldErrors = { shown: [], others: [] };
  for (const [field, message] of Object.entries(fields)) {
    if (isEmpresaFormField(field)) {
      setError(field, { message });
      result.shown.push([field, message]);
    } else {
      result.others.push([field, message]);
    }
  }
  return result;
}
