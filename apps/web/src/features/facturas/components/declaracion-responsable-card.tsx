import { Badge, Button, Center, Group, List, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { formatLongDate } from '@cumplia/shared/calendar';
import type { DeclaracionResponsable } from '@cumplia/shared/schemas/factura';
import { ErrorState } from '../../../components/feedback/error-state';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { serverMessageOr } from '../../../lib/error-message';
import { useBusyAction } from '../../../lib/use-busy-action';
import { downloadDeclaracionResponsable } from '../api/download-declaracion-responsable';
import { useDeclaracionResponsableQuery } from '../api/get-declaracion-responsable';

const MODO: Record<DeclaracionResponsable['modoActual'], { label: string; explanation: string }> = {
  verifactu: {
    label: 'VERI*FACTU',
    explanation: 'Los registros de facturación se remiten a la Agencia Tributaria y las facturas llevan la leyenda «VERI*FACTU».',
  },
  'no-verifactu': {
    label: 'No VERI*FACTU',
    explanation: 'Los registros solo se remiten a la AEAT cuando esta los requiere: cada registro de facturación y de evento se firma electrónicamente y se lleva el registro de eventos.',
  },
};

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{children}</Text>
    </div>
  );
}

/**
 * The system's "declaración responsable" (RD 1007/2023 art. 13; Orden HAC/1177/2024 art. 15.2;
 * decision 0052): the facts the order lists and the statement itself, with its PDF.
 */
export function DeclaracionResponsableCard() {
  const declaracion = useDeclaracionResponsableQuery();
  const [failure, setFailure] = useState<string | null>(null);
  const download = useBusyAction(
    async () => {
      setFailure(null);
      await downloadDeclaracionResponsable();
    },
    (error) => setFailure(serverMessageOr(error, 'No se pudo descargar la declaración. Inténtelo de nuevo.')),
  );

  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="declaracion-titulo">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h3" id="declaracion-titulo">
              Declaración responsable
            </Title>
            <Text size="sm" c="dimmed">
              Art. 13 del Real Decreto 1007/2023 y art. 15 de la Orden HAC/1177/2024.
            </Text>
          </div>
          <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} loading={download.busy} onClick={() => void download.run()} disabled={!declaracion.data}>
            Descargar PDF
          </Button>
        </Group>
        {failure && <FailureAlert message={failure} onClose={() => setFailure(null)} />}
        {declaracion.isPending && (
          <Center py="lg" role="status">
            <Loader size="sm" aria-label="Cargando la declaración responsable" />
          </Center>
        )}
        {declaracion.isError && <ErrorState message="No se pudo cargar la declaración responsable." onRetry={() => void declaracion.refetch()} />}
        {declaracion.data && <DeclaracionBody declaracion={declaracion.data} />}
      </Stack>
    </Paper>
  );
}

function DeclaracionBody({ declaracion }: { declaracion: DeclaracionResponsable }) {
  const modo = MODO[declaracion.modoActual];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Fact label="Nombre del sistema">{declaracion.nombreSistema}</Fact>
        <Fact label="Código identificador y versión">
          {declaracion.idSistema} · versión {declaracion.version}
        </Fact>
        <Fact label="Productor">
          {declaracion.productor.nombre} · NIF {declaracion.productor.nif}
        </Fact>
        <Fact label="Dirección del productor">{declaracion.productor.direccion}</Fact>
        <Fact label="Modo en que funciona ahora">
          <Badge variant="light" color={declaracion.modoActual === 'verifactu' ? 'teal' : 'gray'} mr={6}>
            {modo.label}
          </Badge>
        </Fact>
        <Fact label="Solo VERI*FACTU / varios obligados tributarios">
          {yesNo(declaracion.soloVerifactu)} / {yesNo(declaracion.multiplesObligados)}
        </Fact>
        <Fact label="Firma de los registros">{declaracion.firma}</Fact>
        <Fact label="Fecha y lugar">
          {formatLongDate(declaracion.fecha)}, {declaracion.lugar}
        </Fact>
      </SimpleGrid>
      <Text size="sm">{modo.explanation}</Text>
      <div>
        <Text size="sm" fw={600} mb={4}>
          Componentes y funciones
        </Text>
        <List size="sm" spacing={2}>
          {declaracion.componentes.map((componente) => (
            <List.Item key={componente}>{componente}</List.Item>
          ))}
        </List>
      </div>
      <Stack gap="xs">
        {declaracion.texto.map((parrafo) => (
          <Text key={parrafo} size="sm">
            {parrafo}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
