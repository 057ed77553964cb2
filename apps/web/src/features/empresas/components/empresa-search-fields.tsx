import { SimpleGrid } from '@mantine/core';
import { SearchInput } from '../../../components/forms/search-input';

export type EmpresaSearch = { nombreEmpresa: string; nifCif: string };

type EmpresaSearchFieldsProps = {
  values: EmpresaSearch;
  onChange: (name: keyof EmpresaSearch, value: string) => void;
};

/** The two search boxes of the company lists (spec 1 §2.14, §2.16). */
export function EmpresaSearchFields({ values, onChange }: EmpresaSearchFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" role="search" aria-label="Buscar empresas">
      <SearchInput label="Nombre empresa" placeholder="Razón social o nombre comercial" value={values.nombreEmpresa} onChange={(value) => onChange('nombreEmpresa', value)} />
      <SearchInput label="CIF/NIF" placeholder="Ej. B12345674" capitals value={values.nifCif} onChange={(value) => onChange('nifCif', value)} />
    </SimpleGrid>
  );
}
