import { Center, Loader } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/feedback/error-state';
import { useEmpresaQuery } from '../../../features/empresas/api/get-empresa';
import { EditEmpresaForm } from '../../../features/empresas/components/edit-empresa-form';
import { EMPRESA_ERROR_MESSAGES } from '../../../features/empresas/utils/empresa-error';
import { GestoriaPage } from './gestoria-page';

/** /editarclienteempresa?cifNif= (spec 1 §2.13); the guard sends a missing cifNif to /not-found. */
export default function EmpresaEditScreen() {
  const [searchParams] = useSearchParams();
  const nifCif = searchParams.get('cifNif') ?? '';
  const { data: empresa, isPending, isError, refetch } = useEmpresaQuery(nifCif);

  return (
    <GestoriaPage
      title="Editar empresa"
      description={empresa ? `${empresa.nombreComercial} · ${empresa.nifCif}` : undefined}
      maw={980}
    >
      {isPending && (
        <Center mih={240} role="status" aria-label="Cargando empresa">
          <Loader size="sm" />
        </Center>
      )}
      {isError && !empresa && <ErrorState message={EMPRESA_ERROR_MESSAGES.load} onRetry={() => void refetch()} />}
      {empresa && <EditEmpresaForm key={empresa.id} empresa={empresa} nifCif={nifCif} />}
    </GestoriaPage>
  );
}
