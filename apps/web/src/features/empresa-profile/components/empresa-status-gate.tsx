import type { Empresa } from '@cumplia/shared/schemas/empresa';
import { Alert, Center, Loader, Text } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/feedback/error-state';
import { useMyEmpresaQuery } from '../api/get-my-empresa';

export const EMPRESA_LOAD_ERROR = 'Error al obtener datos de la empresa';
export const EMPRESA_PENDING_VERIFICATION = 'Su cuenta está pendiente de verificación por parte del administrador';

type EmpresaStatusGateProps = {
  /** What a verified company sees; a function is given the company. */
  children: ReactNode | ((empresa: Empresa) => ReactNode);
};

/**
 * Spec 1 §2.9: until staff verify the company (`verificado`), its client sees only the pending
 * message; once verified, `children` (given the company when it is a function).
 */
export function EmpresaStatusGate({ children }: EmpresaStatusGateProps) {
  const { data: empresa, isPending, isError, refetch } = useMyEmpresaQuery();

  if (isPending) {
    return (
      <Center mih={160} role="status" aria-label="Cargando los datos de la empresa">
        <Loader size="sm" />
      </Center>
    );
  }
  if (isError) return <ErrorState message={EMPRESA_LOAD_ERROR} onRetry={() => void refetch()} />;
  if (!empresa.verificado) {
    return (
      <Alert color="yellow" variant="light" icon={<IconHourglassHigh size={22} />} role="status">
        <Text fw={600}>{EMPRESA_PENDING_VERIFICATION}</Text>
      </Alert>
    );
  }
  return <>{typeof children === 'function' ? children(empresa) : children}</>;
}
