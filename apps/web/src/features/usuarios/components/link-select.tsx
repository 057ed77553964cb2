import type { UsuarioLink } from '@cumplia/shared/schemas/usuario';
import { Loader, Select } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { linkLabel, useLinkOptions, type LinkKind } from './link-options';

type LinkSelectProps = {
  kind: LinkKind;
  label: string;
  value: UsuarioLink | null;
  onChange: (link: UsuarioLink | null) => void;
  error?: string;
  placeholder?: string;
};

/** One company or gestoría, found by name or NIF/CIF as the person types. */
export function LinkSelect({ kind, label, value, onChange, error, placeholder = 'Busque por nombre o NIF/CIF' }: LinkSelectProps) {
  const [search, setSearch] = useState(value ? linkLabel(value) : '');
  const typed = value && search === linkLabel(value) ? '' : search;
  const options = useLinkOptions(kind, typed, value ? [value] : []);
  return (
    <Select
      label={label}
      withAsterisk
      searchable
      clearable
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={options.isFetching ? <Loader size={14} /> : undefined}
      data={options.data}
      // The server has searched already: every option it gave matches.
      filter={({ options: all }) => all}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => onChange(id ? (options.links.get(id) ?? null) : null)}
      nothingFoundMessage={options.isError ? 'No se pudo buscar. Inténtelo de nuevo.' : 'Sin resultados'}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
