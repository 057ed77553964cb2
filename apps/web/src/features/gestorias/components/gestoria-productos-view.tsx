import { TOOL_CODES, TOOLS } from '@cumplia/shared/enums';
import type { Gestoria } from '@cumplia/shared/schemas/gestoria';
import { BASE_PRICES_CENTS, eurosToCents, formatEuros } from '@cumplia/shared/money';
import { Table, Text } from '@mantine/core';
import { FormSection } from '../../../components/forms/form-section';


/** Products and prices (spec 2 "Collaborator detail"): each tool at the gestoría's price, or the base price when it has none. */
export function GestoriaProductosView({ productos }: { productos: Gestoria['productos'] }) {
  return (
    <FormSection title="Productos y precios" description="Precio por protocolo para las empresas de esta gestoría, sin IVA.">
      <Table withRowBorders striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Protocolo</Table.Th>
            <Table.Th ta="right">Precio</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {TOOL_CODES.map((code) => {
            const producto = productos.find((line) => line.nombrePlantilla === code);
            return (
              <Table.Tr key={code}>
                <Table.Td>{TOOLS[code].label}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {producto ? (
                    formatEuros(eurosToCents(producto.precioDescuento))
                  ) : (
                    <Text span size="sm" c="dimmed">
                      {formatEuros(BASE_PRICES_CENTS[code])} (precio base)
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </FormSection>
  );
}
