import { TOOL_CODES, TOOLS, type ToolCode } from '@cumplia/shared/enums';
import type { Gestoria } from '@cumplia/shared/schemas/gestoria';
import { BASE_PRICES_CENTS, eurosToCents, formatEuros } from '@cumplia/shared/money';
import { Text } from '@mantine/core';
import { DataTable, type DataColumn } from '../../../components/data/data-table';
import { FormSection } from '../../../components/forms/form-section';

type Linea = { code: ToolCode; producto: Gestoria['productos'][number] | undefined };

const COLUMNS: DataColumn<Linea>[] = [
  { header: 'Protocolo', cell: ({ code }) => TOOLS[code].label },
  {
    header: 'Precio',
    nowrap: true,
    td: { ta: 'right' },
    cell: ({ code, producto }) =>
      producto ? (
        formatEuros(eurosToCents(producto.precioDescuento))
      ) : (
        <Text span size="sm" c="dimmed">
          {formatEuros(BASE_PRICES_CENTS[code])} (precio base)
        </Text>
      ),
  },
];

/** Products and prices (spec 2 "Collaborator detail"): each tool at the gestoría's price, or the base price when it has none. */
export function GestoriaProductosView({ productos }: { productos: Gestoria['productos'] }) {
  const lineas = TOOL_CODES.map((code) => ({ code, producto: productos.find((line) => line.nombrePlantilla === code) }));
  return (
    <FormSection title="Productos y precios" description="Precio por protocolo para las empresas de esta gestoría, sin IVA.">
      <DataTable rows={lineas} columns={COLUMNS} rowKey={({ code }) => code} minWidth={0} />
    </FormSection>
  );
}
