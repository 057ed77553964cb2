import { Button, Group, Stack } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { MisContratosButton } from '../../../features/contratos/components/mis-contratos-button';
import { EmpresaStatusGate } from '../../../features/empresa-profile/components/empresa-status-gate';
import { PlantillaCards } from '../../../features/protocolos/components/plantilla-cards';

/**
 * /inicioempresa (spec 1 §2.9): a company not yet verified by staff sees only the pending message;
 * a verified one, "Mi facturación", "Mis contratos" and a document card per tool it may download.
 */
export default function EmpresaHomeScreen() {
  return (
    <>
      <PageHeader title="Mi empresa" withBackButton={false} />
      <EmpresaStatusGate>
        {(empresa) => (
          <Stack gap="xl">
            <Group gap="sm">
              <Button component={Link} to="/facturacion" leftSection={<IconReceipt size={18} aria-hidden />}>
                Mi facturación
              </Button>
              <MisContratosButton empresaId={empresa.id} />
            </Group>
            <PlantillaCards empresa={empresa} />
          </Stack>
        )}
      </EmpresaStatusGate>
    </>
  );
}
