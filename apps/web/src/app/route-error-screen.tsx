import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** Last resort when a screen throws: the layout itself may be what failed, so this stands alone. */
export function RouteErrorScreen() {
  return (
    <Center mih="100vh" p="xl">
      <Stack align="center" ta="center" gap="md" maw={480}>
        <Title order={1}>Algo ha fallado</Title>
        <Text c="dimmed">Ha ocurrido un error inesperado al mostrar esta página. Vuelva a cargarla para continuar.</Text>
        <Button onClick={() => window.location.reload()}>Volver a cargar</Button>
      </Stack>
    </Center>
  );
}
