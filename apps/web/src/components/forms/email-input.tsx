import { TextInput, type TextInputProps } from '@mantine/core';

/** An e-mail address box: the e-mail keyboard on phones, and the browser's saved address. */
export function EmailInput({ label = 'Correo electrónico', ...props }: TextInputProps) {
  return <TextInput label={label} type="email" autoComplete="email" {...props} />;
}
