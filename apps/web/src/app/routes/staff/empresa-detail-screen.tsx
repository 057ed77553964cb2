import { ROLES } from '@cumplia/shared/enums';
import { Alert, Button, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconForms } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmpresaLoader } from '../../../features/empresas/components/empresa-loader';
import { PageHeader } from '../../../components/layout/page-header';
import { StaffContratosPanel } from '../../../features/contratos/components/staff-contratos-panel';
import { useStaffEmpresaQuery } from '../../../features/empresas/api/get-staff-empresa';
import { EmpresaAccessPanel } from '../../../features/empresas/components/empresa-access-panel';
import { EmpresaDataCard } from '../../../features/empresas/components/empresa-data-card';
import { EmpresaToolsSummary } from '../../../features/empresas/components/empresa-tools-summary';
import { FacturasDetalladasPanel } from '../../../features/facturas/components/facturas-detalladas-panel';
import { EmpresaRenovacionesPanel } from '../../../features/renovaciones/components/empresa-renovaciones-panel';
import { PermitirDescargaSwitch } from '../../../features/protocolos/components/permitir-descarga-switch';
import { StaffProtocolosActions } from '../../../features/protocolos/components/staff-protocolos-actions';
import { getAuthToken, hasAnyRole } from '../../../lib/auth-storage';

export const MISSING_EMPRESA_ID = 'ID de empresa no proporcionado';
export const EMPRESA_LOAD_FAILED = 'No se pudo cargar la información de la empresa.';
/** Spec 2 "Admin company detail": the product's name when the company has no collaborator. */
const PRODUCT_NAME = 'Cumplia';

function SideCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * "Superadministrator Control" (spec 2 "Admin company detail"): /editarempresasuperadmin?id= and
 * /empresas/:id/edit. The renewal card and form and the invoice and renewal tables come with their
 * issues, below the company's data.
 */
export default function EmpresaDetailScreen() {
  const [searchParams] = useSearchParams();
  const params = useParams();
  const id = (params.id ?? searchParams.get('id') ?? '').trim();
  const query = useStaffEmpresaQuery(id);
  const empresa = query.data;
  const isWorkerOnly = !hasAnyRole(getAuthToken(), [ROLES.CUMPLIA]);

  return (
    <>
      <PageHeader
        eyebrow="Panel de administración"
        title="Superadministrator Control"
        description={empresa ? `${empresa.nombreComercial || empresa.razonSocial} · ${empresa.nifCif}` : undefined}
        actions={
          empresa && (
            <Button component={Link} to={`/editarformulariosuperadmin?id=${encodeURIComponent(empresa.id)}`} variant="subtle" leftSection={<IconForms size={18} />}>
              Formulario de edición
            </Button>
          )
        }
      />
      {id === '' ? (
        <Alert color="yellow" variant="light" role="alert">
          {MISSING_EMPRESA_ID}
        </Alert>
      ) : (
        <EmpresaLoader query={query} errorMessage={EMPRESA_LOAD_FAILED}>
          {(empresa) => (
            <Grid gap="lg" align="flex-start">
              <Grid.Col span={{ base: 12, lg: 8 }}>
                <EmpresaDataCard empresa={empresa} toolsListPath={isWorkerOnly ? '/worker-editar-cliente-listado' : '/listarempresasadmin'} />
                <FacturasDetalladasPanel nifCif={empresa.nifCif} />
                <EmpresaRenovacionesPanel empresaId={empresa.id} herramientas={empresa.herramientas} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 4 }}>
                <Stack gap="lg">
                  <SideCard title="Colaborador">
                    <Text fw={600}>{empresa.gestoriaNombre ?? PRODUCT_NAME}</Text>
                    {!empresa.gestoriaNombre && (
                      <Text size="sm" c="dimmed">
                        Cliente directo, sin gestoría.
                      </Text>
                    )}
                  </SideCard>
                  <SideCard title="Herramientas activas">
                    <EmpresaToolsSummary herramientas={empresa.herramientas} />
                  </SideCard>
                  <SideCard title="Contratos">
                    <StaffContratosPanel empresaId={empresa.id} herramientas={empresa.herramientas} />
                  </SideCard>
                  <SideCard title="Verificación y acceso">
                    <EmpresaAccessPanel empresa={empresa} canResend={!isWorkerOnly} />
                    <StaffProtocolosActions empresa={empresa} />
                    <PermitirDescargaSwitch empresaId={empresa.id} permitirDescarga={empresa.permitirDescarga} onChanged={() => void query.refetch()} />
                  </SideCard>
                </Stack>
              </Grid.Col>
            </Grid>
          )}
        </EmpresaLoader>
      )}
    </>
  );
}
