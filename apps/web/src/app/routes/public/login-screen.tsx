import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { BackButton } from '../../../components/layout/back-button';
import { LoginForm } from '../../../features/auth/components/login-form';

/** /acceso (spec 1 §2.6). A `message` in navigation state is shown above the form. */
export default function LoginScreen() {
  const { state } = useLocation();
  const message = (state as { message?: unknown } | null)?.message;
  return (
    <Stack maw={460} mx="auto" gap="md">
      <div>
        <BackButton />
      </div>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={28}>
              Acceso
            </Title>
            <Text c="dimmed">Entra en tu área de Cumplia.</Text>
          </Stack>
          {typeof message === 'string' && message && (
            <Alert color="teal" variant="light" icon={<IconInfoCircle size={20} />}>
              {message}
            </Alert>
          )}
          <LoginForm />
        </Stack>
      </Paper>
      <Text size="sm" ta="center" c="dimmed">
        ¿Tu empresa aún no trabaja con Cumplia?{' '}
        <Anchor component={Link} to="/registrar" size="sm" underline="always">
          Regístrala aquí
        </Anchor>
      </Text>
    </Stack>
  );
}
