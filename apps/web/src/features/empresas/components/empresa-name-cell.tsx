import { Stack, Text } from '@mantine/core';

/** The company as the lists name it: its trade name, with the legal name under it when they differ. */
export function EmpresaNameCell({ nombreComercial, razonSocial }: { nombreComercial: string; razonSocial: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {nombreComercial}
      </Text>
      {razonSocial && razonSocial !== nombreComercial && (
        <Text size="xs" c="dimmed">
          {razonSocial}
        </Text>
      )}
    </Stack>
  );
}
