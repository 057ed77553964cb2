import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useEmpresaQuery } from '../../../features/empresas/api/get-empresa';
import { EditEmpresaForm } from '../../../features/empresas/components/edit-empresa-form';
import { EmpresaLoader } from '../../../features/empresas/components/empresa-loader';
import { EMPRESA_ERROR_MESSAGES } from '../../../features/empresas/utils/empresa-error';
import { DatosProtocolosPanel } from '../../../features/protocolos/components/datos-protocolos-panel';
import { GestoriaPage } from './gestoria-page';

/**
 * /editarclienteempresa?cifNif= (spec 1 §2.13), with the company's "Datos para los protocolos" under
 * its form (issue 22); the guard sends a missing cifNif to /not-found.
 */
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
        {(loaded) => (
          <Stack gap="xl">
            <EditEmpresaForm key={loaded.id} empresa={loaded} nifCif={nifCif} />
            <DatosProtocolosPanel key={`datos-${loaded.id}`} target={{ kind: 'gestoria', nifCif: loaded.nifCif }} cnae={loaded.cnae} />
          </Stack>
        )}
      </EmpresaLoader>
    </GestoriaPage>
  );
}
