import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type SearchInputProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** For tax ids: the phone keyboard starts in capitals. */
  capitals?: boolean;
};

/** One search box of a list's filters (the list debounces what is typed). */
export function SearchInput({ label, placeholder, value, onChange, capitals }: SearchInputProps) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      autoCapitalize={capitals ? 'characters' : undefined}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
