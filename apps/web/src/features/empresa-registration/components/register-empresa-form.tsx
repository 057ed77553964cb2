import { zodResolver } from '@hookform/resolvers/zod';
import { METODOS_DE_PAGO, TIPOS_EMPRESA, TOOL_CODES, TOOLS, type MetodoDePago } from '@cumplia/shared/enums';
import { BASE_PRICES_CENTS, formatEuros } from '@cumplia/shared/money';
import {
  empresaRegistrationSchema,
  METODO_DE_PAGO_CODES,
  TIPO_EMPRESA_CODES,
  type EmpresaRegistration,
  type EmpresaRegistrationForm,
} from '@cumplia/shared/schemas/empresa';
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  List,
  Modal,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Controller, useForm, type DefaultValues, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CaptchaField, type CaptchaFieldHandle } from '../../../components/captcha/captcha-field';
import { FormSection } from '../../../components/forms/form-section';
import { registerEmpresa } from '../api/register-empresa';
import { numCuentaForMethod } from '../utils/payment-method';
import { shapePhoneInput } from '../utils/phone-input';
import { registrationFailure } from '../utils/registration-error';
import {
  isRegistrationField,
  REGISTRATION_FIELD_LABELS,
  REGISTRATION_FIELDS,
  type RegistrationField,
} from '../utils/registration-fields';

export const CAPTCHA_FIRST = 'Por favor, completa el captcha.';

// No `tipo`: Empresa or Autónomo is a choice the person makes, not a default.
const EMPTY_FORM: DefaultValues<EmpresaRegistrationForm> = {
  razonSocial: '',
  nombreComercial: '',
  nifCif: '',
  cnae: '',
  actividad: '',
  numTrabajadores: '',
  direccion: '',
  codigoPostal: '',
  provincia: '',
  nombre: '',
  username: '',
  email: '',
  telefono: '+34',
  lopdgdd: false,
  acosoLaboral: false,
  desconexionDigital: false,
  metodoDePago: 'SEPA',
  numCuenta: '',
};

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
  return REGISTRATION_FIELDS.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ label: REGISTRATION_FIELD_LABELS[field], message }] : [];
  });
}

/** "Regístre su Empresa" (spec 1 §2.7): captcha first, then the company, its administrator and the tools. */
export function RegisterEmpresaForm() {
  const navigate = useNavigate();
  const captchaRef = useRef<CaptchaFieldHandle>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [captchaSolved, setCaptchaSolved] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<EmpresaRegistrationForm, unknown, EmpresaRegistration>({
    resolver: zodResolver(empresaRegistrationSchema),
    defaultValues: EMPTY_FORM,
  });
  const isSepa = watch('metodoDePago') === 'SEPA';

  const onValid = async (empresa: EmpresaRegistration) => {
    try {
      const { message } = await registerEmpresa({ ...empresa, numTrabajadores: String(empresa.numTrabajadores) });
      reset(EMPTY_FORM);
      setCaptchaKey((key) => key + 1);
      setCaptchaSolved(false);
      setDialog({ kind: 'success', message, username: empresa.username, email: empresa.email });
    } catch (error) {
      captchaRef.current?.reset();
      const failure = registrationFailure(error);
      const items: ErrorItem[] = [];
      for (const [field, message] of Object.entries(failure.fields)) {
        if (isRegistrationField(field)) {
          setError(field, { message });
          items.push({ label: REGISTRATION_FIELD_LABELS[field], message });
        } else {
          items.push({ label: field, message });
        }
      }
      setDialog({ kind: 'failure', message: failure.message, items: items.filter((item) => item.message !== failure.message) });
    }
  };

  const onInvalid = (invalid: FieldErrors<EmpresaRegistrationForm>) => setDialog({ kind: 'invalid', items: errorItems(invalid) });

  const closeDialog = () => {
    const closing = dialog;
    setDialog(null);
    if (closing?.kind === 'success') {
      navigate('/verificacion', { state: { username: closing.username, email: closing.email } });
    }
  };

  const fieldError = (field: RegistrationField) => errors[field]?.message;
  const text = (field: RegistrationField, props: { autoComplete?: string; maxLength?: number; description?: string } = {}) => (
    <TextInput label={REGISTRATION_FIELD_LABELS[field]} withAsterisk error={fieldError(field)} {...props} {...register(field)} />
  );

  return (
    <>
      <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate>
        <Stack gap="lg">
          <FormSection title="Antes de empezar">
            {!captchaSolved && (
              <Alert color="cumplia" variant="light" icon={<IconInfoCircle size={20} />}>
                {CAPTCHA_FIRST}
              </Alert>
            )}
            <CaptchaField key={captchaKey} ref={captchaRef} onChange={(payload) => setCaptchaSolved(payload !== null)} />
          </FormSection>

          <fieldset disabled={!captchaSolved} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <VisuallyHidden component="legend">Datos del registro</VisuallyHidden>
            <Stack gap="lg">
              <FormSection title="Datos de la empresa">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {text('razonSocial', { autoComplete: 'organization' })}
                  {text('nombreComercial')}
                  {text('nifCif', { description: 'El NIF o CIF con el que factura la empresa.' })}
                  <Controller
                    control={control}
                    name="tipo"
                    render={({ field }) => (
                      <Radio.Group
                        label={REGISTRATION_FIELD_LABELS.tipo}
                        withAsterisk
                        value={field.value ?? ''}
                        onChange={(value) => field.onChange(value)}
                        error={fieldError('tipo')}
                      >
                        <Group mt="xs" gap="xl">
                          {TIPO_EMPRESA_CODES.map((code) => (
                            <Radio key={code} value={code} label={TIPOS_EMPRESA[code]} />
                          ))}
                        </Group>
                      </Radio.Group>
                    )}
                  />
                  {text('cnae', { maxLength: 60 })}
                  {text('actividad', { maxLength: 60 })}
                  <TextInput
                    label={REGISTRATION_FIELD_LABELS.numTrabajadores}
                    withAsterisk
                    inputMode="numeric"
                    error={fieldError('numTrabajadores')}
                    {...register('numTrabajadores')}
                  />
                  {text('direccion', { autoComplete: 'street-address' })}
                  {text('codigoPostal', { autoComplete: 'postal-code', maxLength: 5 })}
                  {text('provincia', { autoComplete: 'address-level1' })}
                </SimpleGrid>
              </FormSection>

              <FormSection title="Administrador y contacto" description="Con este NIF y este correo electrónico se crea el usuario que accede a Cumplia.">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {text('nombre', { autoComplete: 'name' })}
                  {text('username', { autoComplete: 'username', description: 'Será el usuario para acceder a Cumplia.' })}
                  {text('email', { autoComplete: 'email' })}
                  <Controller
                    control={control}
                    name="telefono"
                    render={({ field }) => (
                      <TextInput
                        label={REGISTRATION_FIELD_LABELS.telefono}
                        withAsterisk
                        type="tel"
                        autoComplete="tel"
                        description="+34 seguido de 9 dígitos."
                        error={fieldError('telefono')}
                        ref={field.ref}
                        name={field.name}
                        value={field.value}
                        onBlur={field.onBlur}
                        onChange={(event) => field.onChange(shapePhoneInput(event.currentTarget.value))}
                      />
                    )}
                  />
                </SimpleGrid>
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
                  {fieldError('lopdgdd') && (
                    <Text c="red.9" size="sm" role="alert">
                      {fieldError('lopdgdd')}
                    </Text>
                  )}
                </Stack>
              </FormSection>

              <FormSection title="Forma de pago">
                <Controller
                  control={control}
                  name="metodoDePago"
                  render={({ field }) => (
                    <Radio.Group
                      label={REGISTRATION_FIELD_LABELS.metodoDePago}
                      withAsterisk
                      value={field.value}
                      error={fieldError('metodoDePago')}
                      onChange={(value) => {
                        const method = value as MetodoDePago;
                        field.onChange(method);
                        setValue('numCuenta', numCuentaForMethod(method, getValues('numCuenta') ?? ''), {
                          shouldValidate: false,
                        });
                      }}
                    >
                      <Group mt="xs" gap="xl">
                        {METODO_DE_PAGO_CODES.map((code) => (
                          <Radio key={code} value={code} label={METODOS_DE_PAGO[code]} />
                        ))}
                      </Group>
                    </Radio.Group>
                  )}
                />
                {isSepa && (
                  <TextInput
                    label="Número de Cuenta (IBAN)"
                    withAsterisk
                    description="2 letras y 22 dígitos, p. ej. ES91 2100 0418 4502 0005 1332."
                    autoComplete="off"
                    maxLength={34}
                    error={fieldError('numCuenta')}
                    {...register('numCuenta')}
                  />
                )}
              </FormSection>

              <Divider />
              <Group justify="flex-end">
                <Button type="submit" size="md" loading={isSubmitting} w={{ base: '100%', xs: 'auto' }}>
                  Registrar empresa
                </Button>
              </Group>
            </Stack>
          </fieldset>
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
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      title={dialog ? DIALOG_TITLES[dialog.kind] : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Cerrar ventana' }}
    >
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
