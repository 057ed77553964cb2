import { formatPhone } from '@cumplia/shared/validators/phone';
import { TIPOS_EMPRESA } from '@cumplia/shared/enums';
import type { Gestoria } from '@cumplia/shared/schemas/gestoria';
import { formatIban } from '@cumplia/shared/validators/iban';
import { Badge, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '@cumplia/shared/calendar';
import { formatPercent } from '@cumplia/shared/numbers';
import { formatPostalAddress } from '@cumplia/shared/postal-address';
import { FormSection } from '../../../components/forms/form-section';

function Datum({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </Stack>
  );
}

/** The collaborator's data, read-only (spec 2 "Collaborator detail", view mode). */
export function GestoriaDataView({ gestoria }: { gestoria: Gestoria }) {
  // A gestoría has no town of its own: the one formatter writes its province in the town's place.
  const address = formatPostalAddress({ direccion: gestoria.direccion, codigoPostal: gestoria.codigoPostal, localidad: '', provincia: gestoria.provincia });
  return (
    <Stack gap="lg">
      <FormSection title="Datos del colaborador">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="md">
          <Datum label="Razón Social">{gestoria.razonSocial}</Datum>
          <Datum label="Nombre Comercial">{gestoria.nombreComercial}</Datum>
          <Datum label="NIF/CIF">{gestoria.nifCif}</Datum>
          <Datum label="Tipo">{TIPOS_EMPRESA[gestoria.tipo]}</Datum>
          <Datum label="Fecha de alta">{formatDate(gestoria.createdAt)}</Datum>
          <Datum label="Super colaborador">
            {gestoria.superColaborador ? <Badge variant="light">Sí</Badge> : 'No'}
          </Datum>
        </SimpleGrid>
      </FormSection>
      <FormSection title="Administrador y contacto">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="md">
          <Datum label="Nombre del administrador">{gestoria.nombre}</Datum>
          <Datum label="DNI del administrador">{gestoria.dni}</Datum>
          <Datum label="Correo electrónico">{gestoria.email}</Datum>
          <Datum label="Teléfono">{formatPhone(gestoria.telefono)}</Datum>
          <Datum label="Dirección">{address}</Datum>
        </SimpleGrid>
      </FormSection>
      <FormSection title="Actividad, cuenta y comisión">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="md">
          <Datum label="CNAE">{gestoria.cnae}</Datum>
          <Datum label="Actividad de la Empresa">{gestoria.actividad}</Datum>
          <Datum label="Número de trabajadores">{String(gestoria.numTrabajadores)}</Datum>
          <Datum label="Número de Cuenta (IBAN)">{formatIban(gestoria.numCuenta)}</Datum>
          <Datum label="Comisión">{formatPercent(gestoria.comision)}</Datum>
        </SimpleGrid>
      </FormSection>
    </Stack>
  );
}
