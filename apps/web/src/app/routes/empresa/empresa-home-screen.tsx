import { TOOL_CODES, TOOLS } from '@cumplia/shared/enums';
import { Button, Group, Stack } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { MisContratosButton } from '../../../features/contratos/components/mis-contratos-button';
import { MisHerramientasCard } from '../../../features/contratos/components/mis-herramientas-card';
import { FacturasPendientesCard } from '../../../features/dashboard/components/facturas-pendientes-card';
import { EmpresaStatusGate } from '../../../features/empresa-profile/components/empresa-status-gate';
import { DatosProtocolosPanel } from '../../../features/protocolos/components/datos-protocolos-panel';
import { PlantillaCards } from '../../../features/protocolos/components/plantilla-cards';

/**
 * /inicioempresa (spec 1 §2.9): a company not yet verified by staff sees only the pending message;
 * a verified one first its tools and what each waits for ("Firmar ahora" for a contract to sign,
 * issue 23), its invoices still to be collected with amount and date (issue 23), then "Mi facturación", "Mis contratos", a document card per tool it may download and
 * its "Datos para los protocolos", with the facts still missing (issue 22).
 */
export default function EmpresaHomeScreen() {
  return (
    <>
      <PageHeader title="Mi empresa" withBackButton={false} />
      <EmpresaStatusGate>
        {(empresa) => (
          <Stack gap="xl">
            <MisHerramientasCard activeTools={TOOL_CODES.filter((tool) => empresa[TOOLS[tool].flag])} />
            <FacturasPendientesCard />
            <Group gap="sm">
              <Button component={Link} to="/facturacion" leftSection={<IconReceipt size={18} aria-hidden />}>
                Mi facturación
              </Button>
              <MisContratosButton empresaId={empresa.id} />
            </Group>
            <PlantillaCards empresa={empresa} />
            <DatosProtocolosPanel target={{ kind: 'empresa' }} cnae={empresa.cnae} />
          </Stack>
        )}
      </EmpresaStatusGate>
    </>
  );
}
