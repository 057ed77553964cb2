import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { EmpresaFormValues } from '../../../components/forms/empresa/empresa-form-values';
import { showServerFieldErrors } from '../../../components/forms/empresa/server-field-errors';
import { empresaFailure } from './empresa-error';

/**
 * Why a creation or an edit was not saved: the spec's text beside the buttons, the server's
 * per-field messages under the fields, and the first of those fields focused.
 */
export function useEmpresaFormFailure<Output>(form: UseFormReturn<EmpresaFormValues, unknown, Output>, action: 'create' | 'update') {
  const [failure, setFailure] = useState<string | null>(null);
  const fail = (error: unknown) => {
    const { message, fields } = empresaFailure(error, action);
    setFailure(message);
    const first = showServerFieldErrors(form.setError, fields).shown[0]?.[0];
    if (first) form.setFocus(first);
  };
  return { failure, clearFailure: () => setFailure(null), fail };
}
