import type { StaffArea } from '@cumplia/shared/enums';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useGestoriasQuery } from '../api/get-gestorias';

/** How many gestorías the picker offers for what is typed. */
const OPTIONS_SIZE = 20;

type GestoriaSelectProps = {
  api: StaffArea;
  value: string | null;
  onChange: (gestoriaId: string | null) => void;
  error?: string;
};

/**
 * Picks the gestoría a company belongs to (staff "Alta de una empresa"), searched on the server by
 * name as it is typed; empty means a company of no gestoría.
 */
export function GestoriaSelect({ api, value, onChange, error }: GestoriaSelectProps) {
  const [search, setSearch] = useState('');
  const [nombre] = useDebouncedValue(search.trim(), 300);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const query = useGestoriasQuery(api, { page: 0, size: OPTIONS_SIZE, nombre: nombre || undefined });
  const options = (query.data?.content ?? []).map((gestoria) => ({ value: gestoria.id, label: `${gestoria.nombreComercial} · ${gestoria.nifCif}` }));
  // The chosen one stays an option while another search runs.
  const data = chosen && value === chosen.value && !options.some((option) => option.value === chosen.value) ? [chosen, ...options] : options;

  return (
    <Select
      label="Colaborador (gestoría)"
      description="Opcional: la empresa tendrá los precios de esta gestoría y la verá en su panel."
      inputWrapperOrder={['label', 'input', 'error', 'description']}
      placeholder="Sin colaborador"
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={query.isFetching ? 'Buscando…' : 'No hay colaboradores con ese nombre.'}
      data={data}
      value={value}
      onChange={(id, option) => {
        setChosen(id && option ? { value: id, label: option.label } : null);
        onChange(id);
      }}
      error={error}
    />
  );
}
