import { METODOS_DE_PAGO, PLACEHOLDER_IBAN, TIPOS_EMPRESA } from '@cumplia/shared/enums';
import type { Empresa } from '@cumplia/shared/schemas/empresa';
import { formatIban } from '@cumplia/shared/validators/iban';
import { formatPhone } from '@cumplia/shared/validators/phone';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EMPRESA_FIELD_LABELS } from '../../../components/forms/empresa/empresa-field-labels';
import type { EmpresaFormField } from '../../../components/forms/empresa/empresa-form-values';

const LABELS = EMPRESA_FIELD_LABELS.edicionStaff;

/** What a field reads like when shown, not edited. */
function shown(empresa: Empresa, field: EmpresaFormField): string {
  switch (field) {
    case 'tipo':
      return TIPOS_EMPRESA[empresa.tipo];
    case 'metodoDePago':
      return METODOS_DE_PAGO[empresa.metodoDePago];
    case 'numCuenta':
      return empresa.metodoDePago === 'SEPA' && empresa.numCuenta !== PLACEHOLDER_IBAN ? formatIban(empresa.numCuenta) : '';
    case 'telefono':
      return formatPhone(empresa.telefono);
    case 'username':
      return empresa.username ?? 'Sin usuario asignado';
    case 'numTrabajadores':
      return String(empresa.numTrabajadores);
    default:
      return String(empresa[field as keyof Empresa] ?? '');
  }
}

const GROUPS: Array<{ title: string; fields: EmpresaFormField[] }> = [
  { title: 'Datos de la empresa', fields: ['razonSocial', 'nombreComercial', 'nifCif', 'tipo', 'cnae', 'actividad', 'numTrabajadores', 'direccion', 'codigoPostal', 'localidad', 'provincia'] },
  { title: 'Administrador y contacto', fields: ['nombre', 'username', 'email', 'telefono'] },
  { title: 'Pago', fields: ['metodoDePago', 'numCuenta'] },
];

/** The company's data, read-only, in the groups of its form (spec 2 "Admin company detail"). */
export function EmpresaDataSummary({ empresa }: { empresa: Empresa }) {
  return (
    <Stack gap="lg">
      {GROUPS.map((group) => (
        <Stack key={group.title} gap="xs">
          <Title order={3} fz="sm" c="dimmed" tt="uppercase" fw={600}>
            {group.title}
          </Title>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm" m={0}>
            {group.fields
              .filter((field) => field !== 'numCuenta' || empresa.metodoDePago === 'SEPA')
              .map((field) => (
                // The IBAN, 29 characters as written, takes its own row rather than two lines.
                <div key={field} style={field === 'numCuenta' ? { gridColumn: '1 / -1' } : undefined}>
                  <Text component="dt" size="xs" c="dimmed">
                    {field === 'numCuenta' ? `${LABELS[field]} (IBAN)` : LABELS[field]}
                  </Text>
                  <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {shown(empresa, field) || '—'}
                  </Text>
                </div>
              ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
