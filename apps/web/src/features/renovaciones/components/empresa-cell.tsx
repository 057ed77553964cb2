import { Stack, Text } from '@mantine/core';
import type { Renovacion } from '@cumplia/shared/schemas/renovacion';

/** The company as people know it: its trade name, else its legal name (`empresa.nombre` is its contact person). */
export function empresaNombre(renovacion: Renovacion): string {
  return renovacion.empresa.nombreComercial || renovacion.empresa.razonSocial;
}

/** The "Empresa" cell: the trade name, with the legal name below when it differs (as the invoice lists show it). */
export function EmpresaCell({ renovacion }: { renovacion: Renovacion }) {
  const { nombreComercial, razonSocial } = renovacion.empresa;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {empresaNombre(renovacion)}
      </Text>
      {nombreComercial && nombreComercial !== razonSocial && (
        <Text size="xs" c="dimmed">
          {razonSocial}
        </Text>
      )}
    </Stack>
  );
}
