import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { byTool, TOOLS, type ToolFlag } from '@cumplia/shared/enums';
import type { EmpresaToolDetail } from '@cumplia/shared/schemas/empresa';
import { RENOVACION_FALLBACK_PRICES, RENOVACION_MESSAGES, defaultRenovacionDates, renovacionCompletaSchema } from '@cumplia/shared/schemas/renovacion';
import { useState, type FormEvent } from 'react';
import { madridIsoDate } from '@cumplia/shared/calendar';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { EuroInput } from '../../../components/forms/euro-input';
import { serverMessageOr } from '../../../lib/error-message';
import { useCreateRenovacionCompletaMutation } from '../api/create-renovacion-completa';
import { DateField } from '../../../components/forms/date-field';

const TOOL_LIST = Object.values(TOOLS);
type Dates = ReturnType<typeof defaultRenovacionDates>;

/**
 * "Nueva renovación" of the company detail (spec 3 §4.6, §5, §9): the tools, their prices (the
 * fallback prices to start with), the dates and the e-mail to the company. The dates start at the
 * ticked tools' running period (the one ending first), 18 days before its end for the renewal date,
 * so that the next period is invoiced from where the last one ended (docs/decisions/0075); tools
 * without a period start today and end a year later (spec 3 §9). Creating it closes the form and
 * reloads the renewals.
 */
type Herramienta = Pick<EmpresaToolDetail, 'tool' | 'activa' | 'precio' | 'fechaInicio' | 'fechaFin'>;

/** The running periods of the ticked active tools, one line for the staff to read beside the dates. */
function periodosHelp(periodos: readonly Herramienta[]): string | null {
  const running = periodos.flatMap(({ tool, fechaInicio, fechaFin }) => (fechaInicio && fechaFin ? [{ tool, fechaInicio, fechaFin }] : []));
  if (running.length === 0) return null;
  const distinct = new Set(running.map((periodo) => `${periodo.fechaInicio}/${periodo.fechaFin}`));
  if (distinct.size === 1) return RENOVACION_MESSAGES.periodoEnCurso(running[0]!.fechaInicio, running[0]!.fechaFin);
  return RENOVACION_MESSAGES.periodosEnCurso(running.map((periodo) => RENOVACION_MESSAGES.periodoDeHerramienta(TOOLS[periodo.tool].label, periodo.fechaInicio, periodo.fechaFin)).join(', '));
}

export function NuevaRenovacionForm({ empresaId, herramientas, onDone }: { empresaId: string; herramientas: readonly Herramienta[]; onDone: () => void }) {
  // The company's tools ticked, at their current price; the others at the fallback price (spec 3 §9).
  const [tools, setTools] = useState(() => Object.fromEntries(TOOL_LIST.map((tool) => [tool.flag, herramientas.some((item) => item.tool === tool.plantilla && item.activa)])) as Record<ToolFlag, boolean>);
  const [prices, setPrices] = useState(() => byTool((code) => herramientas.find((item) => item.tool === code && item.activa && item.precio > 0)?.precio ?? RENOVACION_FALLBACK_PRICES[code]));
  const [today] = useState(() => madridIsoDate(new Date()));
  // The defaults follow the tools ticked; a date the staff member picks stays as picked.
  const [picked, setPicked] = useState<Partial<Dates>>({});
  const periodos = herramientas.filter((item) => item.activa && tools[TOOLS[item.tool].flag]);
  const dates: Dates = { ...defaultRenovacionDates(today, periodos), ...picked };
  const help = periodosHelp(periodos);
  const [enviarEmail, setEnviarEmail] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateRenovacionCompletaMutation(empresaId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = renovacionCompletaSchema.safeParse({
      ...dates,
      tools,
      productos: TOOL_LIST.filter((tool) => tools[tool.flag]).map((tool) => ({ nombrePlantilla: tool.plantilla, precioDescuento: prices[tool.plantilla] })),
      enviarEmail,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, { onSuccess: onDone });
  };

  const dateField = (name: keyof Dates, label: string) => (
    <DateField
      label={label}
      value={dates[name]}
      onChange={(value) => value && setPicked((current) => ({ ...current, [name]: value }))}
      error={errors[name]}
    />
  );

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} aria-label="Nueva renovación" bg="gray.0">
      <Stack gap="md">
        <Title order={3} fz="md">
          Nueva renovación
        </Title>
        <FailureAlert message={create.isError ? serverMessageOr(create.error, RENOVACION_MESSAGES.createError) : null} />
        <Stack gap="xs">
          {TOOL_LIST.map((tool) => (
            <Group key={tool.flag} justify="space-between" wrap="nowrap" align="flex-end">
              <Checkbox label={tool.label} checked={tools[tool.flag]} onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setTools((current) => ({ ...current, [tool.flag]: checked }));
                }} />
              <EuroInput
                aria-label={`Precio ${tool.label}`}
                w={120}
                rightSection="€"
                disabled={!tools[tool.flag]}
                value={prices[tool.plantilla]}
                // A negative or non-numeric edit is ignored (spec 3 §5).
                onChange={(value) => typeof value === 'number' && value >= 0 && setPrices((current) => ({ ...current, [tool.plantilla]: value }))}
              />
            </Group>
          ))}
          {errors.tools && (
            <Text size="sm" c="red" role="alert">
              {errors.tools}
            </Text>
          )}
        </Stack>
        <Stack gap={4}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {dateField('fechaInicio', 'Fecha de inicio')}
            {dateField('fechaFin', 'Fecha de fin')}
            {dateField('fechaRenovacion', 'Fecha de renovación')}
          </SimpleGrid>
          {help && (
            <Text size="sm" c="dimmed">
              {help}
            </Text>
          )}
        </Stack>
        <Checkbox label="Enviar un e-mail de aviso a la empresa" checked={enviarEmail} onChange={(event) => setEnviarEmail(event.currentTarget.checked)} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={create.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={create.isPending}>
            Crear renovación
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
