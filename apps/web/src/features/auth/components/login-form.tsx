import { ROLES, type LoginTipo } from '@cumplia/shared/enums';
import { authenticateRequestSchema } from '@cumplia/shared/schemas/auth';
import { Anchor, Group, PasswordInput, Radio, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { captchaSolutionField, useCaptchaForm } from '../../../components/captcha/use-captcha-form';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { NifInput } from '../../../components/forms/nif-input';
import { SubmitButton } from '../../../components/forms/submit-button';
import { clearSession, getTokenRoles, storeSession } from '../../../lib/auth-storage';
import { HOME_PATHS } from '../../../lib/home-paths';
import { authenticate } from '../api/authenticate';
import { loginErrorMessage, LOGIN_ERROR_MESSAGES, type LoginErrorMessage } from '../utils/login-error-message';

const loginFormSchema = z.object({
  tipo: z.enum(['G', 'E']).or(z.literal('')),
  username: authenticateRequestSchema.shape.username,
  password: authenticateRequestSchema.shape.password,
  captcha: captchaSolutionField,
});
type LoginFormInput = z.input<typeof loginFormSchema>;
type LoginFormValues = z.output<typeof loginFormSchema>;

function initialTipo(searchParams: URLSearchParams): LoginFormInput['tipo'] {
  if (searchParams.get('gestoria') === 'true') return 'G';
  if (searchParams.get('empresa') === 'true') return 'E';
  return '';
}

/** Where a successful login leads (spec 1 §2.6): by the chosen type, or by the staff role. */
function destinationAfterLogin(tipo: LoginTipo | undefined, token: string): string | null {
  if (tipo === 'G') return HOME_PATHS.gestoria;
  if (tipo === 'E') return HOME_PATHS.empresa;
  const roles = getTokenRoles(token);
  if (roles.includes(ROLES.CUMPLIA)) return HOME_PATHS.superadmin;
  if (roles.includes(ROLES.CUMPLIA_WORKER)) return HOME_PATHS.worker;
  return null;
}

/** The NIF a previous screen hands over (account verification, password reset), so that only the password is left to type. */
function handedNif(state: unknown): string {
  const username = (state as { username?: unknown } | null)?.username;
  return typeof username === 'string' ? username : '';
}

export function LoginForm() {
  const [searchParams] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<LoginErrorMessage | null>(null);

  const { form, captcha, send } = useCaptchaForm({
    schema: loginFormSchema,
    defaultValues: { tipo: initialTipo(searchParams), username: handedNif(state), password: '', captcha: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async ({ tipo, username, password }: LoginFormValues) => {
    setFailure(null);
    clearSession();
    const loginTipo = tipo === '' ? undefined : tipo;
    const sent = await send(() => authenticate({ username, password, tipo: loginTipo }));
    if (!sent.ok) {
      setFailure(loginErrorMessage(sent.error, tipo));
      return;
    }
    const destination = destinationAfterLogin(loginTipo, sent.value.token);
    if (!destination) {
      // Signed in, but to no area of this web: the solution is spent all the same.
      setFailure({ message: LOGIN_ERROR_MESSAGES.generic, isCaptcha: false });
      captcha.reset();
      return;
    }
    // The refresh token stays in the httpOnly session cookie; only the access token comes here.
    storeSession(sent.value.token);
    queryClient.clear();
    navigate(destination, { replace: true });
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <FailureAlert message={failure?.message} />
        <Controller
          control={form.control}
          name="tipo"
          render={({ field }) => (
            <Radio.Group
              label="Tipo de acceso"
              description="El personal de Cumplia accede sin marcar ninguna opción."
              value={field.value}
              onChange={(value) => field.onChange(value)}
            >
              <Group mt="xs" gap="xl">
                <Radio value="G" label="Colaborador" />
                <Radio value="E" label="Cliente" />
              </Group>
            </Radio.Group>
          )}
        />
        <NifInput error={errors.username?.message} {...form.register('username')} />
        <PasswordInput label="Contraseña" autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
        {captcha.field}
        <SubmitButton loading={isSubmitting}>Acceder</SubmitButton>
        <Anchor component={Link} to="/recuperarcontrasena" size="sm" ta="center">
          ¿Ha olvidado su contraseña?
        </Anchor>
      </Stack>
    </form>
  );
}
