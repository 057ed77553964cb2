import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ComprobarIntegridadButton } from '../../../features/facturas/components/comprobar-integridad-button';
import { DeclaracionResponsableCard } from '../../../features/facturas/components/declaracion-responsable-card';
import { ExportarEventosButton } from '../../../features/facturas/components/exportar-eventos-button';
import { RequerimientosAeatCard } from '../../../features/facturas/components/requerimientos-aeat-card';
import type { StaffAreaSettings } from './staff-area';
import { StaffPage } from './staff-page';

/**
 * /sistemafacturacionsuperadmin and /worker-sistema-facturacion, "Sistema de facturación" (issue 21,
 * decisions 0044 and 0052): the system's declaración responsable with its PDF, and what staff do with
 * the records themselves: check the chains and signatures, export the event log; the superadmin
 * also remits them when the tax agency requires them (decision 0083).
 */
export default function SistemaFacturacionScreen({ staffArea }: { staffArea: StaffAreaSettings }) {
  return (
    <StaffPage
      staffArea={staffArea}
      title="Sistema de facturación"
      description="Cómo emite Cumplia sus facturas ante la Agencia Tributaria: la declaración responsable del sistema, la comprobación de los registros y el registro de eventos."
    >
      <Stack gap="lg">
        <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="registros-titulo">
          <Stack gap="sm">
            <Title order={2} size="h3" id="registros-titulo">
              Registros de facturación y de eventos
            </Title>
            <Text size="sm" c="dimmed">
              Compruebe que la cadena de registros está completa y que cada firma es válida, o descargue el registro de eventos en XML para una inspección.
            </Text>
            <Group gap="sm" align="flex-start">
              <ComprobarIntegridadButton />
              <ExportarEventosButton />
            </Group>
          </Stack>
        </Paper>
        {staffArea.can.answerRequerimientos && <RequerimientosAeatCard />}
        <DeclaracionResponsableCard />
      </Stack>
    </StaffPage>
  );
}
