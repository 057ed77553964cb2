import { Badge, Stack, Text } from '@mantine/core';
import type { Factura } from '@cumplia/shared/schemas/factura';
import { ESTADO_REEMBOLSO_LABELS, ESTADO_REGISTRO_LABELS, METODO_DE_PAGO_LABELS, METODO_REEMBOLSO_LABELS, facturaTipoLabel } from '@cumplia/shared/schemas/factura';
import { formatDate } from '@cumplia/shared/calendar';
import { eurosToCents, formatEuros } from '@cumplia/shared/money';
import type { DataColumn } from '../../../components/data/data-table';

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
      {factura.rectifica && (
        <Text size="xs" c="dimmed">
          {facturaTipoLabel(factura.tipo)} de {factura.rectifica}
        </Text>
      )}
      {/* Staff lists only (decision 0052): the state of the invoice's last record. */}
      {factura.estadoRegistro && (
        <Text size="xs" c={factura.estadoRegistro === 'RECHAZADO' ? 'red.7' : factura.estadoRegistro === 'ACEPTADO_CON_ERRORES' ? 'orange.8' : 'dimmed'}>
          Registro: {ESTADO_REGISTRO_LABELS[factura.estadoRegistro]}
        </Text>
      )}
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
      {formatEuros(eurosToCents(factura.importeTotalImpuestos))}
    </Text>
  ),
};

/** Remitted or not (spec 3 §4.5), with the collection date of a pending one; a cancelled invoice says so. */
export function FacturadoBadge({ factura, labels }: { factura: Factura; labels: { yes: string; no: string } }) {
  if (factura.anulada) return <Badge color="gray" variant="light">Anulada</Badge>;
  // A rectifying invoice with a negative total is never collected: it owes the client (decision 0060).
  if (factura.reembolso) return <ReembolsoBadge reembolso={factura.reembolso} />;
  // Returned by the bank and not remitted again (docs/decisions/0051): the reason code and its meaning.
  if (factura.devolucion && !factura.facturado) {
    return (
      <Stack gap={2} align="flex-start">
        <Badge color="orange" variant="light">
          Devuelta
        </Badge>
        <Text size="xs" c="dimmed">
          {factura.devolucion.codigo}: {factura.devolucion.motivo}
        </Text>
      </Stack>
    );
  }
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

function reembolsoDetail(reembolso: NonNullable<Factura['reembolso']>): string {
  const importe = formatEuros(eurosToCents(reembolso.importe));
  if (reembolso.estado === 'ESPERA_COBRO') return `${importe} a devolver al cliente cuando se cobre la factura rectificada`;
  if (reembolso.estado === 'PENDIENTE') return `${importe} a devolver al cliente`;
  const metodo = reembolso.metodo ? `, ${METODO_REEMBOLSO_LABELS[reembolso.metodo].toLowerCase()}` : '';
  return `${importe} devueltos el ${reembolso.fecha ? formatDate(reembolso.fecha) : ''}${metodo}`;
}

function ReembolsoBadge({ reembolso }: { reembolso: NonNullable<Factura['reembolso']> }) {
  const color = reembolso.estado === 'REEMBOLSADO' ? 'teal' : reembolso.estado === 'PENDIENTE' ? 'orange' : 'gray';
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={color} variant="light">
        {ESTADO_REEMBOLSO_LABELS[reembolso.estado]}
      </Badge>
      <Text size="xs" c="dimmed" maw={200} style={{ whiteSpace: 'normal' }}>
        {reembolsoDetail(reembolso)}
      </Text>
    </Stack>
  );
}

/** "Remesado" of the staff list: Sí / No, and when a pending one is collected. */
export const REMESADO_COLUMN: Column = {
  header: 'Remesado',
  nowrap: true,
  cell: (factura) => (
    <Stack gap={2} align="flex-start">
      <FacturadoBadge factura={factura} labels={{ yes: 'Sí', no: 'No' }} />
      {!factura.facturado && !factura.anulada && factura.pendienteMandato && (
        // Not collected until the company signs its mandate (a new account's, decision 0050). At least as
        // wide as its words: a badge's label is otherwise cut when the table is narrow ("PENDIENTE …").
        <Badge color="orange" variant="light" miw="max-content">
          Pendiente de mandato
        </Badge>
      )}
      {!factura.facturado && !factura.anulada && factura.importeTotalImpuestos > 0 && (
        <Text size="xs" c="dimmed">
          Cobro: {formatDate(factura.fechaCuandoFacturar)}
        </Text>
      )}
    </Stack>
  ),
};
