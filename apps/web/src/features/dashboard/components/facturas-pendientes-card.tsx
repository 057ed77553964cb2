import { Badge, Button, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { formatDate, madridIsoDate } from '@cumplia/shared/calendar';
import type { FacturaPendiente } from '@cumplia/shared/schemas/dashboard';
import { eurosToCents, formatEuros } from '@cumplia/shared/money';
import { useEmpresaPendientesQuery } from '../api/get-empresa-pendientes';

/** How and when an invoice is collected, as the client reads it. */
export function cobroText(factura: Pick<FacturaPendiente, 'metodoDePago' | 'fechaCobro'>, today = madridIsoDate(new Date())): string {
  const fecha = formatDate(factura.fechaCobro);
  if (factura.metodoDePago === 'SEPA') return factura.fechaCobro < today ? `Domiciliación: se cargará en su cuenta próximamente (prevista el ${fecha})` : `Domiciliación: se cargará en su cuenta el ${fecha}`;
  if (factura.metodoDePago === 'TRANSFERENCIA') return factura.fechaCobro < today ? `Transferencia: venció el ${fecha}` : `Transferencia: vence el ${fecha}`;
  return `Tarjeta: se cobrará el ${fecha}`;
}

/**
 * The client home's invoices still to be collected (issue 23): each with its amount and when it is
 * collected (the direct debit's date, or "Transferencia" with its due date), and the way to them.
 */
export function FacturasPendientesCard() {
  const query = useEmpresaPendientesQuery();
  const facturas = query.data?.facturasPendientes ?? [];
  const today = madridIsoDate(new Date());
  const totalCents = facturas.reduce((sum, factura) => sum + eurosToCents(factura.total), 0);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="facturas-pendientes-title">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" id="facturas-pendientes-title">
            Facturas pendientes de cobro
          </Title>
          <Button component={Link} to="/facturacion" variant="light" size="xs" leftSection={<IconReceipt size={16} aria-hidden />}>
            Ver todas sus facturas
          </Button>
        </Group>
        {query.isPending && <Skeleton height={48} />}
        {query.isError && <Text c="red.8">No se pudieron cargar sus facturas pendientes. Recargue la página para intentarlo de nuevo.</Text>}
        {query.isSuccess && facturas.length === 0 && <Text c="dimmed">No tiene facturas pendientes de cobro.</Text>}
        {facturas.length > 1 && (
          <Text size="sm">
            {facturas.length} facturas por un total de {formatEuros(totalCents)}.
          </Text>
        )}
        {facturas.map((factura, index) => (
          <Fragment key={factura.id}>
            {index > 0 && <Divider />}
            <Group justify="space-between" gap="sm" wrap="wrap" data-testid="factura-pendiente">
              <Stack gap={2}>
                <Text fw={600}>Factura {factura.numeroFactura}</Text>
                <Text size="sm" c="dimmed">
                  {cobroText(factura, today)}
                </Text>
              </Stack>
              <Group gap="sm" wrap="nowrap">
                {factura.fechaCobro < today && (
                  <Badge color="orange" variant="light">
                    Vencida
                  </Badge>
                )}
                <Text fw={700} fz="lg">
                  {formatEuros(eurosToCents(factura.total))}
                </Text>
              </Group>
            </Group>
          </Fragment>
        ))}
      </Stack>
    </Paper>
  );
}
