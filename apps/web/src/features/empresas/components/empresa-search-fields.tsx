import { SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export type EmpresaSearch = { nombreEmpresa: string; nifCif: string };

type EmpresaSearchFieldsProps = {
  values: EmpresaSearch;
  onChange: (name: keyof EmpresaSearch, value: string) => void;
};

/** The two search boxes of the company lists (spec 1 §2.14, §2.16). */
export function EmpresaSearchFields({ values, onChange }: EmpresaSearchFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" role="search" aria-label="Buscar empresas">
      <TextInput
        label="Nombre empresa"
        placeholder="Razón social o nombre comercial"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={values.nombreEmpresa}
        onChange={(event) => onChange('nombreEmpresa', event.currentTarget.value)}
      />
      <TextInput
        label="CIF/NIF"
        placeholder="Ej. B12345674"
        autoCapitalize="characters"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={values.nifCif}
        onChange={(event) => onChange('nifCif', event.currentTarget.value)}
      />
    </SimpleGrid>
  );
}
