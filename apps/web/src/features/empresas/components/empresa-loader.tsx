import { Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/feedback/error-state';

/**
 * The body of a screen about one company while its data loads: a spinner ("Cargando empresa"),
 * then `errorMessage` with "Reintentar" when it could not be read, then `children` with the company.
 */
export function EmpresaLoader<Empresa>({ query, errorMessage, children }: { query: UseQueryResult<Empresa>; errorMessage: string; children: (empresa: Empresa) => ReactNode }) {
  if (query.isPending) {
    return (
      <Center mih={240} role="status" aria-label="Cargando empresa">
        <Loader size="sm" />
      </Center>
    );
  }
  if (query.data === undefined) return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
