import { Button, Checkbox, Loader, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileCode } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { SEPA_MESSAGES, sepaRangeProblem } from '@cumplia/shared/schemas/sepa';
import { saveFile } from '../../../lib/save-file';
import { useGenerateSepaBatchMutation } from '../api/generate-sepa-batch';
import { useSepaEmpresasQuery } from '../api/search-sepa-empresas';
import { useSepaPeriodoQuery } from '../api/get-sepa-periodo';
import type { GeneratedSepaFile } from '../api/sepa-file-response';
import { sepaFailureOf, type SepaFailure } from './sepa-failure';
import { SepaFailureAlert } from './sepa-failure-alert';
import { SepaCuentaSelect } from './sepa-cuenta-select';
import { SepaSuccessNotice } from './sepa-success-notice';
import { DialogActions } from '../../../components/forms/dialog-actions';
import { DateField } from '../../../components/forms/date-field';

/**
 * The screen's range (spec 3 §2.5): the dialog's fallback when the period due now (GET
 * admin/facturas/sepa/periodo, issue 20) cannot be read.
 */
export type SepaRangeDefaults = { fechaInicio?: string | null; fechaFin?: string | null };

type GenerarSepaDialogProps = {
  opened: boolean;
  onClose: () => void;
  defaults: SepaRangeDefaults;
};

/** "Generar SEPA" (spec 3 §2.5, §5): the batch file of a range of collection dates, optionally of one company. */
export function GenerarSepaDialog({ opened, onClose, defaults }: GenerarSepaDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Generar fichero SEPA" size="lg">
      {/* A fresh form each time it opens, with the period due now. */}
      {opened && <GenerarSepaPeriodo fallback={defaults} onClose={onClose} />}
    </Modal>
  );
}

/** Opens the form on what is due to be collected now: the oldest pending collection date to 30 days ahead. */
function GenerarSepaPeriodo({ fallback, onClose }: { fallback: SepaRangeDefaults; onClose: () => void }) {
  const periodo = useSepaPeriodoQuery(true);
  if (periodo.isPending) return <Loader size="sm" aria-label="Cargando el periodo de cobro" />;
  return <GenerarSepaForm defaults={periodo.data ?? fallback} onClose={onClose} />;
}

function GenerarSepaForm({ defaults, onClose }: { defaults: SepaRangeDefaults; onClose: () => void }) {
  const [fechaInicio, setFechaInicio] = useState<string | null>(defaults.fechaInicio ?? null);
  const [fechaFin, setFechaFin] = useState<string | null>(defaults.fechaFin ?? null);
  const [empresaId, setEmpresaId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 500);
  const [incluirFacturadas, setIncluirFacturadas] = useState(false);
  const [cuentaIBAN, setCuentaIBAN] = useState<string | null>(null);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [cuentaError, setCuentaError] = useState<string | null>(null);
  const [generated, setGenerated] = useState<GeneratedSepaFile | null>(null);
  const [failure, setFailure] = useState<SepaFailure | null>(null);
  const empresas = useSepaEmpresasQuery(debounced.trim(), true);
  const generate = useGenerateSepaBatchMutation();

  const options = (empresas.data?.content ?? []).map((empresa) => ({
    value: empresa.id,
    label: `${empresa.razonSocial} (${empresa.nifCif})${empresa.metodoDePago === 'SEPA' ? '' : ' · no paga por adeudo'}`,
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec 3 §5, in its order: both dates, start not after end, at most 365 days; an account chosen.
    const problem = sepaRangeProblem(fechaInicio, fechaFin);
    setRangeError(problem);
    setCuentaError(cuentaIBAN ? null : SEPA_MESSAGES.account);
    if (problem || !cuentaIBAN || !fechaInicio || !fechaFin) return;
    setFailure(null);
    setGenerated(null);
    generate.mutate(
      { fechaInicio, fechaFin, empresaId: empresaId ?? undefined, incluirFacturadas, cuentaIBAN },
      {
        onSuccess: (file) => {
          saveFile(file.blob, file.fileName);
          setGenerated(file);
        },
        onError: (error) => setFailure(sepaFailureOf(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Generar fichero SEPA">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Incluye las facturas de empresas con adeudo bancario cuya fecha de cobro está en el periodo (365 días como máximo); de entrada, las pendientes
          hasta dentro de 30 días. Las facturas incluidas quedan remesadas; una fecha de cobro ya pasada se adelanta a la primera fecha que admite el
          banco. Las facturas sin mandato firmado no se incluyen y esperan a que la empresa lo firme.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField
            label="Fecha de inicio"
            clearable
            value={fechaInicio}
            onChange={setFechaInicio}
            error={rangeError}
            popoverProps={{ withinPortal: true }}
          />
          <DateField
            label="Fecha de fin"
            clearable
            value={fechaFin}
            onChange={setFechaFin}
            popoverProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <Select
          label="Empresa (opcional)"
          placeholder="Todas las empresas con adeudo bancario"
          searchable
          clearable
          data={options}
          value={empresaId}
          onChange={setEmpresaId}
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={empresas.isFetching ? 'Buscando…' : 'No hay empresas con ese nombre'}
          filter={({ options: all }) => all}
          comboboxProps={{ withinPortal: true }}
        />
        <SepaCuentaSelect value={cuentaIBAN} onChange={setCuentaIBAN} error={cuentaError} />
        <Checkbox label="Incluir facturas remesadas" checked={incluirFacturadas} onChange={(event) => setIncluirFacturadas(event.currentTarget.checked)} />
        {generated && <SepaSuccessNotice file={generated} onClose={() => setGenerated(null)} />}
        <SepaFailureAlert failure={failure} onClose={() => setFailure(null)} />
        <DialogActions onCancel={onClose} cancelLabel={generated ? 'Cerrar' : 'Cancelar'} busy={generate.isPending}>
          <Button type="submit" loading={generate.isPending} leftSection={<IconFileCode size={16} aria-hidden />}>
            Generar SEPA
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
