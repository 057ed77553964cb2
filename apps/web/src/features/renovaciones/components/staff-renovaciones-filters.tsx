import type { StaffArea } from '@cumplia/shared/enums';
import { NumberInput, Paper, Select, SimpleGrid } from '@mantine/core';
import { RENOVACION_FILTRO_LABELS, RENOVACION_FILTROS, RENOVACION_YEAR_MAX, RENOVACION_YEAR_MIN, type RenovacionFiltro } from '@cumplia/shared/schemas/renovacion';
import { useState } from 'react';
import { SearchInput } from '../../../components/forms/search-input';

export type StaffRenovacionFilterInputs = {
  nombreEmpresa: string;
  nifCif: string;
  estado: RenovacionFiltro;
  /** Superadmin: "1"–"12". */
  mes: string;
  /** Superadmin: "2000"–"2050". */
  year: string;
  /** Worker: whole days from today. */
  dias: string;
};

const MESES = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'];
const MES_OPTIONS = MESES.map((label, index) => ({ value: String(index + 1), label }));
const ESTADO_OPTIONS = RENOVACION_FILTROS.map((value) => ({ value, label: RENOVACION_FILTRO_LABELS[value] }));
const YEAR_ERROR = `El año debe estar entre ${RENOVACION_YEAR_MIN} y ${RENOVACION_YEAR_MAX}.`;

const isYear = (value: string) => /^\d{4}$/.test(value) && Number(value) >= RENOVACION_YEAR_MIN && Number(value) <= RENOVACION_YEAR_MAX;

type StaffRenovacionesFiltersProps = {
  area: StaffArea;
  inputs: StaffRenovacionFilterInputs;
  onChange: (name: keyof StaffRenovacionFilterInputs, value: string) => void;
};

/**
 * The filters of the staff renewal lists: name, CIF/NIF and status for both; month and year
 * (2000–2050) for the superadmin (spec 3 §2.2), days remaining for the worker (spec 3 §2.3).
 */
export function StaffRenovacionesFilters({ area, inputs, onChange }: StaffRenovacionesFiltersProps) {
  // The year box may hold a half-typed year; only a year in range reaches the list.
  const [yearText, setYearText] = useState(inputs.year);
  const yearInvalid = yearText !== '' && !isYear(yearText);
  return (
    <Paper withBorder p="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: area === 'admin' ? 5 : 4 }}>
        <SearchInput label="Empresa" placeholder="Nombre de la empresa" value={inputs.nombreEmpresa} onChange={(value) => onChange('nombreEmpresa', value)} />
        <SearchInput label="CIF/NIF" placeholder="CIF o NIF" capitals value={inputs.nifCif} onChange={(value) => onChange('nifCif', value)} />
        <Select label="Estado" data={ESTADO_OPTIONS} value={inputs.estado} allowDeselect={false} onChange={(value) => value && onChange('estado', value)} />
        {area === 'admin' ? (
          <>
            <Select label="Mes" placeholder="Todos" data={MES_OPTIONS} value={inputs.mes || null} clearable onChange={(value) => onChange('mes', value ?? '')} />
            <NumberInput
              label="Año"
              min={RENOVACION_YEAR_MIN}
              max={RENOVACION_YEAR_MAX}
              allowDecimal={false}
              allowNegative={false}
              value={yearText}
              error={yearInvalid ? YEAR_ERROR : undefined}
              onChange={(value) => {
                const text = String(value);
                setYearText(text);
                if (text === '' || isYear(text)) onChange('year', text);
              }}
            />
          </>
        ) : (
          <NumberInput label="Días restantes" min={0} max={3660} allowDecimal={false} allowNegative={false} value={inputs.dias} onChange={(value) => onChange('dias', String(value))} />
        )}
      </SimpleGrid>
    </Paper>
  );
}
