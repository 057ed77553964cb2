import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useEmpresasDatosPendientesQuery } from '../api/get-empresas-datos-pendientes';

/** How many companies the notice names; the rest are counted. */
const SHOWN = 5;

/**
 * The gestoría's companies whose facts for the protocols are missing (issue 22), each linked to its
 * edit page where the facts are filled; nothing while there are none or the call fails.
 */
export function EmpresasDatosPendientesNotice() {
  const query = useEmpresasDatosPendientesQuery();
  if (!query.data || query.data.total === 0) return null;
  const { total, empresas } = query.data;
  const rest = total - Math.min(SHOWN, empresas.length);
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconClipboardList size={20} aria-hidden />}
      title={`${total} ${total === 1 ? 'empresa tiene' : 'empresas tienen'} datos para los protocolos pendientes`}
      aria-label="Empresas con datos para los protocolos pendientes"
      role="region"
    >
      <List size="sm" spacing={2}>
        {empresas.slice(0, SHOWN).map((empresa) => (
          <List.Item key={empresa.id}>
            <Anchor component={Link} to={`/editarclienteempresa?cifNif=${encodeURIComponent(empresa.nifCif)}`} inherit>
              {empresa.nombreComercial}
            </Anchor>{' '}
            · faltan {empresa.pendientes}
          </List.Item>
        ))}
      </List>
      {rest > 0 && (
        <Text size="sm" mt={4}>
          y {rest} más.
        </Text>
      )}
    </Alert>
  );
}
