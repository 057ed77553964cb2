import { zodResolver } from '@hookform/resolvers/zod';
import {
  DATOS_PROTOCOLOS_SAVED,
  ENCARGADO_LABELS,
  ENCARGADOS,
  FAMILIA_LABELS,
  FAMILIAS_ACTIVIDAD,
  REPRESENTACION_LABELS,
  REPRESENTACIONES,
  datosProtocolosSchema,
  type DatosProtocolos,
  type DatosProtocolosResponse,
  type Encargado,
} from '@cumplia/shared/schemas/datos-protocolos';
import { Checkbox, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, type Control, type FieldPath } from 'react-hook-form';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { SuccessNotice } from '../../../components/feedback/success-notice';
import { SubmitButton } from '../../../components/forms/submit-button';
import { fieldMessagesOf, serverMessageOr } from '../../../lib/error-message';
import { useSaveDatosProtocolosMutation } from '../api/save-datos-protocolos';
import type { DatosProtocolosTarget } from '../utils/datos-protocolos-target';

export const DATOS_PROTOCOLOS_SAVE_FAILED = 'No se pudieron guardar los datos para los protocolos. Inténtelo de nuevo.';

const resolver = zodResolver(datosProtocolosSchema);

/** The answer "I don't know yet": the fact stays null and the documents print "pendiente de completar". */
const SIN_INDICAR = '';
const NINGUNO = 'NINGUNO';

type BooleanFact = 'turnos' | 'datosSalud' | 'videovigilancia' | 'geolocalizacion' | 'datosMenores' | 'planIgualdad' | 'canalDenuncias';

const BOOLEAN_FACTS: Array<{ name: BooleanFact; label: string; description: string }> = [
  { name: 'turnos', label: 'Trabajo a turnos', description: 'Turnos rotativos, de noche o en fin de semana.' },
  { name: 'datosSalud', label: 'Datos de salud', description: 'De clientes, pacientes o personas usuarias (no solo de la plantilla).' },
  { name: 'videovigilancia', label: 'Videovigilancia', description: 'Cámaras en el centro de trabajo o sus accesos.' },
  { name: 'geolocalizacion', label: 'Geolocalización', description: 'GPS en vehículos o dispositivos de la plantilla.' },
  { name: 'datosMenores', label: 'Datos de menores', description: 'Alumnado, pacientes o clientes menores de edad.' },
  { name: 'planIgualdad', label: 'Plan de igualdad', description: 'Plan de igualdad aprobado (obligatorio desde 50 personas).' },
  { name: 'canalDenuncias', label: 'Sistema interno de información (canal de denuncias)', description: 'Ley 2/2023 (obligatorio desde 50 personas).' },
];

/** A yes / no / unknown fact as three radios. */
function TriState({ control, name, label, description }: { control: Control<DatosProtocolos>; name: BooleanFact; label: string; description: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Radio.Group
          label={label}
          description={description}
          value={field.value === null ? SIN_INDICAR : String(field.value)}
          onChange={(value) => field.onChange(value === SIN_INDICAR ? null : value === 'true')}
        >
          <Group gap="md" mt={6}>
            <Radio value="true" label="Sí" />
            <Radio value="false" label="No" />
            <Radio value={SIN_INDICAR} label="Sin indicar" />
          </Group>
        </Radio.Group>
      )}
    />
  );
}

/** A text fact: empty is null (unknown). */
function NullableText({
  control,
  name,
  label,
  type = 'text',
  placeholder,
  description,
}: {
  control: Control<DatosProtocolos>;
  name: FieldPath<DatosProtocolos> & ('horaInicio' | 'horaFin' | 'canalAcoso' | 'fechaAprobacionAcoso' | 'fechaAprobacionDesconexion');
  label: string;
  type?: 'text' | 'time' | 'date' | 'email';
  placeholder?: string;
  description?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          label={label}
          description={description}
          type={type}
          placeholder={placeholder}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.currentTarget.value.trim() === '' ? null : event.currentTarget.value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

type DatosProtocolosFormProps = {
  target: DatosProtocolosTarget;
  loaded: DatosProtocolosResponse;
  /** The CNAE the family comes from when the facts do not correct it. */
  cnae?: string;
};

/**
 * "Datos para los protocolos" (issue 22, docs/decisions/0046): the facts the protocol documents need,
 * checked with the route's own schema. Every fact may stay "Sin indicar".
 */
export function DatosProtocolosForm({ target, loaded, cnae }: DatosProtocolosFormProps) {
  const save = useSaveDatosProtocolosMutation(target);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<DatosProtocolos>({ resolver, defaultValues: loaded.datos });
  const { control, handleSubmit, formState, setError } = form;

  const onValid = async (datos: DatosProtocolos) => {
    setFailure(null);
    setSaved(false);
    try {
      const answer = await save.mutateAsync(datos);
      form.reset(answer.datos);
      setSaved(true);
    } catch (error) {
      for (const [field, message] of Object.entries(fieldMessagesOf(error))) {
        if (field in loaded.datos) setError(field as FieldPath<DatosProtocolos>, { message });
      }
      setFailure(serverMessageOr(error, DATOS_PROTOCOLOS_SAVE_FAILED));
    }
  };

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate aria-label="Datos para los protocolos">
      <Stack gap="lg">
        <Controller
          control={control}
          name="familiaActividad"
          render={({ field }) => (
            <Select
              label="Sector de actividad"
              description="El registro de actividades de tratamiento se redacta para este sector."
              data={[
                { value: SIN_INDICAR, label: cnae ? `Según el CNAE ${cnae} (${FAMILIA_LABELS[loaded.familia]})` : 'Según el CNAE' },
                ...FAMILIAS_ACTIVIDAD.map((familia) => ({ value: familia, label: FAMILIA_LABELS[familia] })),
              ]}
              value={field.value ?? SIN_INDICAR}
              onChange={(value) => field.onChange(value === SIN_INDICAR || value === null ? null : value)}
              allowDeselect={false}
            />
          )}
        />
        <Controller
          control={control}
          name="representacion"
          render={({ field }) => (
            <Radio.Group
              label="Representación legal de las personas trabajadoras"
              description="Decide con quién se negocia el protocolo de acoso y a quién se consulta la política de desconexión."
              value={field.value ?? SIN_INDICAR}
              onChange={(value) => field.onChange(value === SIN_INDICAR ? null : value)}
            >
              <Group gap="md" mt={6}>
                {REPRESENTACIONES.map((representacion) => (
                  <Radio key={representacion} value={representacion} label={REPRESENTACION_LABELS[representacion]} />
                ))}
                <Radio value={SIN_INDICAR} label="Sin indicar" />
              </Group>
            </Radio.Group>
          )}
        />
        <div>
          <Title order={3} fz="md" mb={4}>
            Horario de trabajo
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            La jornada habitual; fija el tiempo de desconexión digital.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} maw={420}>
            <NullableText control={control} name="horaInicio" label="Hora de inicio" type="time" />
            <NullableText control={control} name="horaFin" label="Hora de fin" type="time" />
          </SimpleGrid>
        </div>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
          {BOOLEAN_FACTS.map((fact) => (
            <TriState key={fact.name} control={control} {...fact} />
          ))}
        </SimpleGrid>
        <Controller
          control={control}
          name="encargados"
          render={({ field }) => (
            <Checkbox.Group
              label="Encargados del tratamiento"
              description="Quién trata datos por cuenta de la empresa. Sin marcar nada, queda pendiente."
              value={field.value === null ? [] : field.value.length === 0 ? [NINGUNO] : field.value}
              onChange={(values) => {
                if (values.length === 0) return field.onChange(null);
                const chosen = values.at(-1) === NINGUNO ? [] : values.filter((value): value is Encargado => value !== NINGUNO);
                field.onChange(chosen);
              }}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt={6} spacing={6}>
                {ENCARGADOS.map((encargado) => (
                  <Checkbox key={encargado} value={encargado} label={ENCARGADO_LABELS[encargado]} />
                ))}
                <Checkbox value={NINGUNO} label="Ninguno" />
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        <NullableText
          control={control}
          name="canalAcoso"
          type="email"
          label="Dirección confidencial para denuncias de acoso"
          description="De la persona o comisión que instruye; no el correo del administrador."
          placeholder="igualdad@empresa.es"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} maw={620}>
          <NullableText
            control={control}
            name="fechaAprobacionAcoso"
            type="date"
            label="Aprobación del protocolo de acoso"
            description="Fecha del acuerdo con la representación o la plantilla."
          />
          <NullableText
            control={control}
            name="fechaAprobacionDesconexion"
            type="date"
            label="Aprobación de la política de desconexión"
            description="Hasta entonces, el documento es un borrador."
          />
        </SimpleGrid>
        <FailureAlert message={failure} />
        {saved && !formState.isDirty && <SuccessNotice onClose={() => setSaved(false)}>{DATOS_PROTOCOLOS_SAVED}</SuccessNotice>}
        <SubmitButton loading={formState.isSubmitting} placement="end">
          Guardar datos
        </SubmitButton>
      </Stack>
    </form>
  );
}
