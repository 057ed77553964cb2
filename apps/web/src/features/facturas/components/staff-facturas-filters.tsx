import { Button, Checkbox, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { SearchInput } from '../../../components/forms/search-input';
import { dayjs } from '../../../lib/dayjs';

/** What the filter boxes hold; `todas` is the screen's checkbox, which each screen reads its own way. */
export type StaffFacturaFilterInputs = {
  razonSocial: string;
  cifNif: string;
  todas: boolean;
  fechaInicio: string | null;
  fechaFin: string | null;
};

/** Spec 3 §2.5, §2.6, §9: the range starts two months ago and ends today. */
export function defaultFilterInputs(): StaffFacturaFilterInputs {
  const today = dayjs();
  return { razonSocial: '', cifNif: '', todas: false, fechaInicio: today.subtract(2, 'month').format('YYYY-MM-DD'), fechaFin: today.format('YYYY-MM-DD') };
}

type StaffFacturasFiltersProps = {
  /** The filters the list shows now. */
  applied: StaffFacturaFilterInputs;
  onSearch: (filters: StaffFacturaFilterInputs) => void;
  /** The checkbox's label on this screen. */
  todasLabel: string;
  /** Buttons beside Buscar and Resetear (Exportar Excel; later Generar SEPA). */
  actions?: ReactNode;
};

/** The invoice filters of the staff screens: company name, NIF/CIF, the dates, the checkbox; Buscar and Resetear. */
export function StaffFacturasFilters({ applied, onSearch, todasLabel, actions }: StaffFacturasFiltersProps) {
  const [inputs, setInputs] = useState(applied);
  const set = <Key extends keyof StaffFacturaFilterInputs>(key: Key, value: StaffFacturaFilterInputs[Key]) => setInputs((current) => ({ ...current, [key]: value }));
  const rangeError = inputs.fechaInicio && inputs.fechaFin && inputs.fechaInicio > inputs.fechaFin ? 'La fecha de inicio no puede ser posterior a la fecha de fin.' : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rangeError) return;
    onSearch({ ...inputs, razonSocial: inputs.razonSocial.trim(), cifNif: inputs.cifNif.trim() });
  };
  const reset = () => {
    const defaults = defaultFilterInputs();
    setInputs(defaults);
    onSearch(defaults);
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} aria-label="Filtros de facturas">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <SearchInput label="Empresa" placeholder="Nombre de la empresa" value={inputs.razonSocial} onChange={(value) => set('razonSocial', value)} />
          <SearchInput label="NIF/CIF Empresa" placeholder="B12345678" capitals value={inputs.cifNif} onChange={(value) => set('cifNif', value)} />
          <DatePickerInput
            label="Fecha de inicio"
            placeholder="dd/mm/aaaa"
            valueFormat="DD/MM/YYYY"
            leftSection={<IconCalendar size={16} aria-hidden />}
            clearable
            value={inputs.fechaInicio}
            onChange={(value) => set('fechaInicio', value)}
            error={rangeError}
          />
          <DatePickerInput
            label="Fecha de fin"
            placeholder="dd/mm/aaaa"
            valueFormat="DD/MM/YYYY"
            leftSection={<IconCalendar size={16} aria-hidden />}
            clearable
            value={inputs.fechaFin}
            onChange={(value) => set('fechaFin', value)}
          />
        </SimpleGrid>
        <Group justify="space-between" gap="md">
          <Checkbox label={todasLabel} checked={inputs.todas} onChange={(event) => set('todas', event.currentTarget.checked)} />
          <Group gap="sm">
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              Buscar
            </Button>
            <Button variant="default" onClick={reset} leftSection={<IconRefresh size={16} aria-hidden />}>
              Resetear
            </Button>
            {actions}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
