import { TextInput, type TextInputProps } from '@mantine/core';
import type { EmpresaFormField } from './empresa-form-values';
import { HINT_BELOW, useEmpresaForm } from './use-empresa-form';

type EmpresaTextFieldProps = Omit<TextInputProps, 'error' | 'name'> & { field: EmpresaFormField };

/** A required text field of the company form, with its label, its hint and its error; a screen may pass another label. */
export function EmpresaTextField({ field, ...props }: EmpresaTextFieldProps) {
  const { form, label, hint, error } = useEmpresaForm();
  return (
    <TextInput
      label={label(field)}
      withAsterisk
      inputWrapperOrder={HINT_BELOW}
      description={hint(field)}
      error={error(field)}
      {...props}
      {...form.register(field)}
    />
  );
}
