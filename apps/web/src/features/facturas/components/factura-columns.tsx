import { Badge, Stack, Text } from '@mantine/core';
import type { Factura } from '@cumplia/shared/schemas/factura';
import { METODO_DE_PAGO_LABELS } from '@cumplia/shared/schemas/factura';
import type { DataColumn } from '../../../components/data/data-table';
import { formatDate, formatEuros } from '../../../lib/format';

type Column = DataColumn<Factura>;

export const FECHA_COLUMN: Column = {
  header: 'Fecha',
  nowrap: true,
  cell: (factura) => (
    <Stack gap={0}>
      <Text size="sm">{formatDate(factura.fecha)}</Text>
      <Text size="xs" c="dimmed">
        {factura.facturaId}
      </Text>
    </Stack>
  ),
};

export const EMPRESA_COLUMN: Column = {
  header: 'Empresa',
  cell: (factura) => (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {factura.empresa.nombreComercial || factura.empresa.razonSocial}
      </Text>
      {factura.empresa.nombreComercial && factura.empresa.nombreComercial !== factura.empresa.razonSocial && (
        <Text size="xs" c="dimmed">
          {factura.empresa.razonSocial}
        </Text>
      )}
    </Stack>
  ),
};

export const NIF_COLUMN: Column = { header: 'NIF/CIF Empresa', nowrap: true, cell: (factura) => factura.empresa.nifCif };

export const METODO_COLUMN: Column = { header: 'Método de Pago', nowrap: true, cell: (factura) => METODO_DE_PAGO_LABELS[factura.empresa.metodoDePago] };

export const IMPORTE_COLUMN: Column = {
  header: 'Importe (€)',
  nowrap: true,
  cell: (factura) => (
    <Text size="sm" fw={500} td={factura.anulada ? 'line-through' : undefined}>
      {formatEuros(factura.importeTotalImpuestos)}
    </Text>
  ),
};

/** Remitted or not (spec 3 §4.5), with the collection date of a pending one; a cancelled invoice says so. */
export function FacturadoBadge({ factura, labels }: { factura: Factura; labels: { yes: string; no: string } }) {
  if (factura.anulada) return <Badge color="gray" variant="light">Anulada</Badge>;
  return factura.facturado ? (
    <Badge color="teal" variant="light">
      {labels.yes}
    </Badge>
  ) : (
    <Badge color="yellow" variant="light">
      {labels.no}
    </Badge>
  );
}

/** "Remesado" of the staff list: Sí / No, and when a pending one is collected. */
export const REMESADO_COLUMN: Column = {
  header: 'Remesado',
  nowrap: true,
  cell: (factura) => (
    <Stack gap={2} align="flex-start">
      <FacturadoBadge factura={factura} labels={{ yes: 'Sí', no: 'No' }} />
      {!factura.facturado && !factura.anulada && (
        <Text size="xs" c="dimmed">
          Cobro: {formatDate(factura.fechaCuandoFacturar)}
        </Text>
      )}
    </Stack>
  ),
};
