import { TextInput, type TextInputProps } from '@mantine/core';
import { shapePhoneInput } from './phone-input';

type PhoneTextInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A Spanish phone field: what is typed loses its spaces and always starts with +34 (spec 1 §5). */
export function PhoneTextInput({ value, onChange, ...props }: PhoneTextInputProps) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      {...props}
      value={value}
      onChange={(event) => onChange(shapePhoneInput(event.currentTarget.value))}
    />
  );
}
