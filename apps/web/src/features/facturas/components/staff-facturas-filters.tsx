import { Button, Checkbox, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { addMonthsIso, madridIsoDate } from '@cumplia/shared/calendar';
import { SearchInput } from '../../../components/forms/search-input';
import { DateField } from '../../../components/forms/date-field';

/** What the filter boxes hold; `todas` is the screen's checkbox, which each screen reads its own way. */
export type StaffFacturaFilterInputs = {
  razonSocial: string;
  cifNif: string;
  todas: boolean;
  /** Only the invoices the bank returned ("Devuelta", docs/decisions/0051). */
  devueltas: boolean;
  fechaInicio: string | null;
  fechaFin: string | null;
  /** Opened from a staff home's "facturas por cobrar" (issue 23): collected by this day; no box, a notice. */
  cobroHasta?: string | null;
  /** Opened from a staff home's "reembolsos pendientes" (docs/decisions/0060); no box, a notice. */
  reembolsoPendiente?: boolean;
  /** Opened from a staff home's "registros rechazados" (docs/decisions/0061); no box, a notice. */
  registroRechazado?: boolean;
};

/** Spec 3 §2.5, §2.6, §9: the range starts two months ago and ends today. */
export function defaultFilterInputs(): StaffFacturaFilterInputs {
  const today = madridIsoDate(new Date());
  return { razonSocial: '', cifNif: '', todas: false, devueltas: false, fechaInicio: addMonthsIso(today, -2), fechaFin: today };
}

/**
 * The filters a staff home's pending work opens, from the address (issue 23), whenever the invoices
 * were issued: "facturas por cobrar" (?cobroHasta=yyyy-mm-dd, every invoice not remitted collected on
 * or before that day), "cobros devueltos" (?devuelta=true), "reembolsos pendientes"
 * (?reembolsoPendiente=true) and "registros rechazados" (?registroRechazado=true, remitted ones
 * too); anything else, the defaults.
 */
export function filterInputsFromSearch(search: URLSearchParams): StaffFacturaFilterInputs {
  const anyDate = { razonSocial: '', cifNif: '', todas: false, devueltas: false, fechaInicio: null, fechaFin: null };
  const cobroHasta = search.get('cobroHasta');
  if (cobroHasta && /^\d{4}-\d{2}-\d{2}$/.test(cobroHasta)) return { ...anyDate, cobroHasta };
  if (search.get('devuelta') === 'true') return { ...anyDate, devueltas: true };
  if (search.get('reembolsoPendiente') === 'true') return { ...anyDate, reembolsoPendiente: true };
  if (search.get('registroRechazado') === 'true') return { ...anyDate, todas: true, registroRechazado: true };
  return defaultFilterInputs();
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
          <DateField
            label="Fecha de inicio"
            clearable
            value={inputs.fechaInicio}
            onChange={(value) => set('fechaInicio', value)}
            error={rangeError}
          />
          <DateField
            label="Fecha de fin"
            clearable
            value={inputs.fechaFin}
            onChange={(value) => set('fechaFin', value)}
          />
        </SimpleGrid>
        <Group justify="space-between" gap="md">
          <Group gap="lg">
            <Checkbox label={todasLabel} checked={inputs.todas} onChange={(event) => set('todas', event.currentTarget.checked)} />
            <Checkbox label="Solo devueltas" checked={inputs.devueltas} onChange={(event) => set('devueltas', event.currentTarget.checked)} />
          </Group>
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
