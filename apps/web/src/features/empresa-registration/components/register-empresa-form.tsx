import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR_MESSAGES } from '@cumplia/shared/errors';
import { TOOL_CODES, TOOLS } from '@cumplia/shared/enums';
import { BASE_PRICES_CENTS, formatEuros } from '@cumplia/shared/money';
import {
  empresaRegistrationSchema,
  type EmpresaRegistration,
  type EmpresaRegistrationForm,
} from '@cumplia/shared/schemas/empresa';
import { Button, Checkbox, Divider, Group, List, Modal, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useCaptcha } from '../../../components/captcha/use-captcha-form';
import { AdministradorFields } from '../../../components/forms/empresa/administrador-fields';
import { ContactoFields } from '../../../components/forms/empresa/contacto-fields';
import { DatosEmpresaSection } from '../../../components/forms/empresa/datos-empresa-section';
import { EMPRESA_FIELD_LABELS } from '../../../components/forms/empresa/empresa-field-labels';
import { EmpresaFormProvider } from '../../../components/forms/empresa/empresa-form-provider';
import { EMPTY_REGISTRATION_FORM, type EmpresaFormField } from '../../../components/forms/empresa/empresa-form-values';
import { PagoFields } from '../../../components/forms/empresa/pago-fields';
import { showServerFieldErrors } from '../../../components/forms/empresa/server-field-errors';
import { FieldGrid } from '../../../components/forms/field-grid';
import { FormSection } from '../../../components/forms/form-section';
import { SubmitButton } from '../../../components/forms/submit-button';
import { registerEmpresa } from '../api/register-empresa';
import { registrationFailure } from '../utils/registration-error';

export const CAPTCHA_MISSING = ERROR_MESSAGES.CAPTCHA_REQUIRED;
const CAPTCHA_LABEL = 'Verificación';

/** Fields are named in the dialogs as this screen labels them ("NIF del usuario"). */
const LABELS = EMPRESA_FIELD_LABELS.registro;
const FIELDS = Object.keys(LABELS) as EmpresaFormField[];

const TOOL_DESCRIPTIONS: Record<(typeof TOOL_CODES)[number], string> = {
  LOPD: 'Protección de datos personales',
  ACOSO: 'Protocolo de prevención del acoso laboral',
  DIGITAL: 'Política de desconexión digital',
};

type ErrorItem = { label: string; message: string };
type Dialog =
  | { kind: 'invalid'; items: ErrorItem[] }
  | { kind: 'failure'; message: string; items: ErrorItem[] }
  | { kind: 'success'; message: string; username: string; email: string };

function errorItems(errors: FieldErrors<EmpresaRegistrationForm>): ErrorItem[] {
  return FIELDS.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ label: LABELS[field], message }] : [];
  });
}

/**
 * "Registre su empresa" (spec 1 §2.7): the company, its administrator, the tools and the payment,
 * then the captcha just before "Registrar empresa". Spec 1 opens the fields only once the captcha is
 * solved; issue 23 asks for a form usable at once, the captcha asked for when it is sent
 * (decision 0054), as the other public forms do.
 */
/** `privacyNotice`: what the visitor is told of the data before sending them (RGPD art. 13), composed by the page. */
export function RegisterEmpresaForm({ privacyNotice }: { privacyNotice: ReactNode }) {
  const navigate = useNavigate();
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const captcha = useCaptcha(undefined, captchaAsked ? CAPTCHA_MISSING : undefined);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const captchaItems = (): ErrorItem[] => (captcha.solved ? [] : [{ label: CAPTCHA_LABEL, message: CAPTCHA_MISSING }]);
  const form = useForm<EmpresaRegistrationForm, unknown, EmpresaRegistration>({
    resolver: zodResolver(empresaRegistrationSchema),
    defaultValues: EMPTY_REGISTRATION_FORM,
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onValid = async (empresa: EmpresaRegistration) => {
    if (!captcha.solved) {
      setCaptchaAsked(true);
      setDialog({ kind: 'invalid', items: captchaItems() });
      return;
    }
    try {
      const { message } = await registerEmpresa({ ...empresa, numTrabajadores: String(empresa.numTrabajadores) });
      reset(EMPTY_REGISTRATION_FORM);
      setCaptchaAsked(false);
      captcha.renew();
      setDialog({ kind: 'success', message, username: empresa.username, email: empresa.email });
    } catch (error) {
      captcha.reset();
      const failure = registrationFailure(error);
      const { shown, others } = showServerFieldErrors(setError, failure.fields);
      const items: ErrorItem[] = [
        ...shown.map(([field, message]) => ({ label: LABELS[field], message })),
        ...others.map(([label, message]) => ({ label, message })),
      ];
      setDialog({ kind: 'failure', message: failure.message, items: items.filter((item) => item.message !== failure.message) });
    }
  };

  const onInvalid = (invalid: FieldErrors<EmpresaRegistrationForm>) => {
    setCaptchaAsked(true);
    setDialog({ kind: 'invalid', items: [...errorItems(invalid), ...captchaItems()] });
  };

  const closeDialog = () => {
    const closing = dialog;
    setDialog(null);
    if (closing?.kind === 'success') {
      navigate('/verificacion', { state: { username: closing.username, email: closing.email } });
    }
  };

  const toolsError = errors.lopdgdd?.message;

  return (
    <>
      <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate>
        <Stack gap="lg">
          <div>
            <EmpresaFormProvider form={form} variant="registro">
              <Stack gap="lg">
                <DatosEmpresaSection />

                <FormSection title="Administrador y contacto" description="Con este NIF y este correo electrónico se crea el usuario que accede a Cumplia.">
                  <FieldGrid>
                    <AdministradorFields />
                    <ContactoFields />
                  </FieldGrid>
                </FormSection>

                <FormSection title="Herramientas" description="Precios anuales por herramienta.">
                  <Stack gap="sm" role="group" aria-label="Herramientas">
                    {TOOL_CODES.map((code) => (
                      <Paper key={code} withBorder p="sm">
                        <Checkbox
                          label={
                            <Group component="span" gap="xs" justify="space-between" wrap="wrap">
                              <Text component="span" fw={600}>
                                {TOOLS[code].label}
                              </Text>
                              <Text component="span">{formatEuros(BASE_PRICES_CENTS[code])} + IVA</Text>
                            </Group>
                          }
                          description={TOOL_DESCRIPTIONS[code]}
                          styles={{ labelWrapper: { flex: 1 } }}
                          {...register(TOOLS[code].flag)}
                        />
                      </Paper>
                    ))}
                    {toolsError && (
                      <Text c="red.9" size="sm" role="alert">
                        {toolsError}
                      </Text>
                    )}
                  </Stack>
                </FormSection>

                <FormSection title="Forma de pago">
                  <PagoFields />
                </FormSection>

                <FormSection title={CAPTCHA_LABEL}>{captcha.field}</FormSection>

                {privacyNotice}

                <Divider />
                <SubmitButton loading={isSubmitting} placement="end">
                  Registrar empresa
                </SubmitButton>
              </Stack>
            </EmpresaFormProvider>
          </div>
        </Stack>
      </form>
      <RegistrationDialog dialog={dialog} onClose={closeDialog} />
    </>
  );
}

const DIALOG_TITLES: Record<Dialog['kind'], string> = {
  invalid: 'Revise los datos del formulario',
  failure: 'No se pudo registrar la empresa',
  success: 'Empresa registrada',
};

function RegistrationDialog({ dialog, onClose }: { dialog: Dialog | null; onClose: () => void }) {
  const ok = dialog?.kind === 'success';
  return (
    <Modal opened={dialog !== null} onClose={onClose} title={dialog ? DIALOG_TITLES[dialog.kind] : ''} size="lg">
      {dialog && (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon color={ok ? 'teal' : 'red'} variant="light" radius="xl" size={32}>
              {ok ? <IconCircleCheck size={20} /> : <IconAlertCircle size={20} />}
            </ThemeIcon>
            <Stack gap="xs" style={{ flex: 1 }}>
              {dialog.kind === 'invalid' && <Text fw={600}>Corrija los siguientes campos:</Text>}
              {dialog.kind !== 'invalid' && <Text fw={600}>{dialog.message}</Text>}
              {dialog.kind !== 'success' && dialog.items.length > 0 && (
                <List size="sm" spacing={4}>
                  {dialog.items.map((item) => (
                    <List.Item key={`${item.label}-${item.message}`}>
                      <strong>{item.label}:</strong> {item.message}
                    </List.Item>
                  ))}
                </List>
              )}
              {dialog.kind === 'failure' && (
                <Text size="sm" c="dimmed">
                  Vuelva a completar el captcha para enviar de nuevo.
                </Text>
              )}
              {dialog.kind === 'success' && <Text size="sm">A continuación podrá verificar su cuenta.</Text>}
            </Stack>
          </Group>
          <Group justify="flex-end">
            <Button onClick={onClose}>{ok ? 'Continuar' : 'Cerrar'}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
