import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BackButton } from '../../../components/layout/back-button';

export default function NotFoundScreen() {
  return (
    <Stack align="center" ta="center" gap="md" py={60}>
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconMapQuestion size={34} />
      </ThemeIcon>
      <Title order={1}>Página no encontrada</Title>
      <Text c="dimmed" maw={480}>
        La página que busca no existe o ha cambiado de dirección.
      </Text>
      <Group>
        <BackButton />
        <Button component={Link} to="/">
          Ir al inicio
        </Button>
      </Group>
    </Stack>
  );
}
