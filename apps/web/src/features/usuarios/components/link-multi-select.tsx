import type { UsuarioLink } from '@cumplia/shared/schemas/usuario';
import { Loader, MultiSelect } from '@mantine/core';
import { useState } from 'react';
import { useLinkOptions, type LinkKind } from './link-options';

type LinkMultiSelectProps = {
  kind: LinkKind;
  label: string;
  description?: string;
  value: readonly UsuarioLink[];
  onChange: (links: UsuarioLink[]) => void;
  error?: string;
};

/** Companies or gestorías of a user: those chosen, and more found by name or NIF/CIF. */
export function LinkMultiSelect({ kind, label, description, value, onChange, error }: LinkMultiSelectProps) {
  const [search, setSearch] = useState('');
  const options = useLinkOptions(kind, search, value);
  return (
    <MultiSelect
      label={label}
      description={description}
      searchable
      clearable
      placeholder={value.length === 0 ? 'Busque por nombre o NIF/CIF' : undefined}
      rightSection={options.isFetching ? <Loader size={14} /> : undefined}
      data={options.data}
      filter={({ options: all }) => all}
      value={value.map((link) => link.id)}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(ids) => onChange(ids.flatMap((id) => options.links.get(id) ?? []))}
      nothingFoundMessage={options.isError ? 'No se pudo buscar. Inténtelo de nuevo.' : 'Sin resultados'}
      error={error}
      hidePickedOptions
    />
  );
}
