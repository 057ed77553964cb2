import { useSearchParams } from 'react-router';
import { useEmpresaQuery } from '../../../features/empresas/api/get-empresa';
import { EditEmpresaForm } from '../../../features/empresas/components/edit-empresa-form';
import { EmpresaLoader } from '../../../features/empresas/components/empresa-loader';
import { EMPRESA_ERROR_MESSAGES } from '../../../features/empresas/utils/empresa-error';
import { GestoriaPage } from './gestoria-page';

/** /editarclienteempresa?cifNif= (spec 1 §2.13); the guard sends a missing cifNif to /not-found. */
export default function EmpresaEditScreen() {
  const [searchParams] = useSearchParams();
  const nifCif = searchParams.get('cifNif') ?? '';
  const query = useEmpresaQuery(nifCif);
  const empresa = query.data;

  return (
    <GestoriaPage
      title="Editar empresa"
      description={empresa ? `${empresa.nombreComercial} · ${empresa.nifCif}` : undefined}
      maw={980}
    >
      <EmpresaLoader query={query} errorMessage={EMPRESA_ERROR_MESSAGES.load}>
        {(loaded) => <EditEmpresaForm key={loaded.id} empresa={loaded} nifCif={nifCif} />}
      </EmpresaLoader>
    </GestoriaPage>
  );
}
