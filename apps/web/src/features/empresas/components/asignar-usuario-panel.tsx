import { zodResolver } from '@hookform/resolvers/zod';
import {
  asignarUsuarioSchema,
  type AsignarUsuarioForm,
  type AsignarUsuarioRequest,
} from '@cumplia/shared/schemas/asignar-usuario';
import type { Empresa } from '@cumplia/shared/schemas/empresa';
import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/feedback/error-state';
import { fieldMessagesOf, serverMessageOr } from '../../../lib/error-message';
import { useAsignarUsuarioMutation } from '../api/asignar-usuario';
import { useEmpresaQuery } from '../api/get-empresa';
import { FailureAlert } from '../../../components/feedback/failure-alert';

export const ASIGNAR_USUARIO_MESSAGES = {
  loadError: 'Error al cargar los datos de la empresa',
  failure: 'Error al asignar usuario',
} as const;

/** Where the screen returns to, after "Volver" and after a successful assignment (spec 1 §2.17). */
export const SIN_USUARIO_PATH = '/empresas-sin-usuario';

/** What the list of companies without user shows after an assignment. */
export type AsignadoState = { asignado: { empresa: string; username: string; email: string } };

const FIELDS = ['username', 'email', 'name'] as const;
type Field = (typeof FIELDS)[number];

/** Spec 1 §2.17: the company first (read-only), then the form for its administrator user. */
export function AsignarUsuarioPanel({ nifCif }: { nifCif: string }) {
  const { data: empresa, error, isPending, isError, refetch } = useEmpresaQuery(nifCif);

  if (isPending) {
    return (
      <Center mih={200} role="status" aria-label="Cargando empresa">
        <Loader size="sm" />
      </Center>
    );
  }
  if (isError) {
    return <ErrorState message={serverMessageOr(error, ASIGNAR_USUARIO_MESSAGES.loadError)} onRetry={() => void refetch()} />;
  }
  return (
    <Stack gap="lg">
      <EmpresaSummary empresa={empresa} />
      {empresa.username ? (
        <Alert color="cumplia" variant="light" icon={<IconInfoCircle size={20} />}>
          Esta empresa ya tiene un usuario asignado: <strong>{empresa.username}</strong>.
        </Alert>
      ) : (
        <AsignarUsuarioForm empresa={empresa} />
      )}
    </Stack>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" component="dt">
        {label}
      </Text>
      <Text fw={500} component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function EmpresaSummary({ empresa }: { empresa: Empresa }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="asignar-empresa-title">
      <Title order={2} fz="lg" mb="md" id="asignar-empresa-title">
        Empresa
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
        <Detail label="Razón Social">{empresa.razonSocial}</Detail>
        <Detail label="NIF/CIF">{empresa.nifCif}</Detail>
        <Detail label="Nombre Comercial">{empresa.nombreComercial}</Detail>
        <Detail label="Email">{empresa.email}</Detail>
      </SimpleGrid>
    </Paper>
  );
}

function AsignarUsuarioForm({ empresa }: { empresa: Empresa }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const asignar = useAsignarUsuarioMutation(empresa.id);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<AsignarUsuarioForm, unknown, AsignarUsuarioRequest>({
    resolver: zodResolver(asignarUsuarioSchema),
    // The administrator's name and e-mail are already on the company: a starting point, not a rule.
    defaultValues: { username: '', email: empresa.email, name: empresa.nombre },
    // A field's error goes away as soon as the user edits that field (spec 1 §5); the next check is on send.
    reValidateMode: 'onSubmit',
  });

  const field = (name: Field) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        setFailure(null);
      },
    });

  const onValid = async (usuario: AsignarUsuarioRequest) => {
    setFailure(null);
    try {
      const asignado = await asignar.mutateAsync(usuario);
      const state: AsignadoState = {
        asignado: { empresa: empresa.nombreComercial, username: asignado.username, email: asignado.email },
      };
      navigate(SIN_USUARIO_PATH, { replace: true, state });
    } catch (error) {
      const fields = fieldMessagesOf(error);
      for (const name of FIELDS) if (fields[name]) setError(name, { message: fields[name] });
      setFailure(serverMessageOr(error, ASIGNAR_USUARIO_MESSAGES.failure));
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="asignar-usuario-title">
      <form onSubmit={handleSubmit(onValid)} noValidate>
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} fz="lg" id="asignar-usuario-title">
              Usuario administrador
            </Title>
            <Text size="sm" c="dimmed">
              Se creará el usuario con este NIF y recibirá un correo electrónico para verificar su cuenta y elegir su
              contraseña.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="NIF del usuario"
              withAsterisk
              autoCapitalize="characters"
              autoComplete="off"
              description="DNI o NIE: será su usuario para acceder a Cumplia."
              error={errors.username?.message}
              {...field('username')}
            />
            <TextInput label="Nombre" withAsterisk autoComplete="name" error={errors.name?.message} {...field('name')} />
            <TextInput
              label="Email"
              withAsterisk
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...field('email')}
            />
          </SimpleGrid>
          <FailureAlert message={failure} />
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting} w={{ base: '100%', xs: 'auto' }}>
              Asignar usuario
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
