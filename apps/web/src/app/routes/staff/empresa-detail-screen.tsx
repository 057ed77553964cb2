import { Alert, Button, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconForms } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmpresaLoader } from '../../../features/empresas/components/empresa-loader';
import { StaffContratosPanel } from '../../../features/contratos/components/staff-contratos-panel';
import { useStaffEmpresaQuery } from '../../../features/empresas/api/get-staff-empresa';
import { EmpresaAccessPanel } from '../../../features/empresas/components/empresa-access-panel';
import { EmpresaDataCard } from '../../../features/empresas/components/empresa-data-card';
import { EmpresaToolsSummary } from '../../../features/empresas/components/empresa-tools-summary';
import { FacturasDetalladasPanel } from '../../../features/facturas/components/facturas-detalladas-panel';
import { EmpresaRenovacionesPanel } from '../../../features/renovaciones/components/empresa-renovaciones-panel';
import { DatosProtocolosPanel } from '../../../features/protocolos/components/datos-protocolos-panel';
import { PermitirDescargaSwitch } from '../../../features/protocolos/components/permitir-descarga-switch';
import { StaffProtocolosActions } from '../../../features/protocolos/components/staff-protocolos-actions';
import { getAuthToken, getTokenRoles } from '../../../lib/auth-storage';
import { empresaCaption } from './empresa-caption';
import { staffAreaOf } from './staff-area';
import { StaffPage } from './staff-page';

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
 * "Ficha de la empresa" (spec 2 "Admin company detail", whose title "Superadministrator Control" is
 * English and names no company; docs/decisions/0035): /editarempresasuperadmin?id= and
 * /empresas/:id/edit, open to both staff roles, each in its own area: the superadmin's resends the
 * verification, and "Volver" and the tools hint lead to the signed-in member's company list.
 */
export default function EmpresaDetailScreen() {
  const [searchParams] = useSearchParams();
  const params = useParams();
  const id = (params.id ?? searchParams.get('id') ?? '').trim();
  const query = useStaffEmpresaQuery(id);
  const empresa = query.data;
  const staffArea = staffAreaOf(getTokenRoles(getAuthToken()));

  return (
    <StaffPage
      staffArea={staffArea}
      title="Ficha de la empresa"
      backFallback={staffArea.paths.empresas}
      description={empresa ? empresaCaption(empresa) : undefined}
      actions={
        empresa && (
          <Button component={Link} to={`/editarformulariosuperadmin?id=${encodeURIComponent(empresa.id)}`} variant="subtle" leftSection={<IconForms size={18} />}>
            Formulario de edición
          </Button>
        )
      }
    >
      {id === '' ? (
        <Alert color="yellow" variant="light" role="alert">
          {MISSING_EMPRESA_ID}
        </Alert>
      ) : (
        <EmpresaLoader query={query} errorMessage={EMPRESA_LOAD_FAILED}>
          {(empresa) => (
            <Grid gap="lg" align="flex-start">
              <Grid.Col span={{ base: 12, lg: 8 }}>
                <EmpresaDataCard empresa={empresa} toolsListPath={staffArea.paths.empresas} />
                <FacturasDetalladasPanel nifCif={empresa.nifCif} />
                <EmpresaRenovacionesPanel empresaId={empresa.id} herramientas={empresa.herramientas} />
                <DatosProtocolosPanel target={{ kind: 'staff', empresaId: empresa.id }} cnae={empresa.cnae} />
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
                    <EmpresaAccessPanel empresa={empresa} canResend={staffArea.can.resendVerification} />
                    <StaffProtocolosActions empresa={empresa} />
                    <PermitirDescargaSwitch empresaId={empresa.id} permitirDescarga={empresa.permitirDescarga} onChanged={() => void query.refetch()} />
                  </SideCard>
                </Stack>
              </Grid.Col>
            </Grid>
          )}
        </EmpresaLoader>
      )}
    </StaffPage>
  );
}
