import { TextInput, type TextInputProps } from '@mantine/core';

/** The NIF a person signs in with: capitals on phone keyboards, and the username for password managers. */
export function NifInput({ label = 'NIF', ...props }: TextInputProps) {
  return <TextInput label={label} autoComplete="username" autoCapitalize="characters" {...props} />;
}
