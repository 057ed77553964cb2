import { Select } from '@mantine/core';
import { formatIban } from '@cumplia/shared/validators/iban';
import { useSepaCuentasQuery } from '../api/get-sepa-cuentas';

type SepaCuentaSelectProps = {
  /** The chosen account's IBAN (what the calls send as cuentaIBAN). */
  value: string | null;
  onChange: (iban: string | null) => void;
  error?: string | null;
};

/** "Cuenta de abono": BBVA or Caja Siete, the accounts the server is configured with. */
export function SepaCuentaSelect({ value, onChange, error }: SepaCuentaSelectProps) {
  const cuentas = useSepaCuentasQuery();
  return (
    <Select
      label="Cuenta de abono"
      placeholder={cuentas.isPending ? 'Cargando cuentas…' : 'Seleccione la cuenta bancaria'}
      data={(cuentas.data ?? []).map((cuenta) => ({ value: cuenta.iban, label: `${cuenta.nombre} · ${formatIban(cuenta.iban)}` }))}
      value={value}
      onChange={onChange}
      error={error ?? (cuentas.isError ? 'No se pudieron cargar las cuentas de abono.' : undefined)}
      required
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
