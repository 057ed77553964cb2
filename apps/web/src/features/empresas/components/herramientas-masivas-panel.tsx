import { TOOL_CODES, TOOLS, type StaffArea, type ToolCode } from '@cumplia/shared/enums';
import { eurosToCents, formatEuros } from '@cumplia/shared/money';
import { DEFAULT_PROTOCOL_PRICES, staffEmpresaMultiplePriceSchema, TOOLS_MESSAGES, type StaffEmpresaMultiplePriceForm } from '@cumplia/shared/schemas/empresa';
import { Alert, Badge, Button, Checkbox, CloseButton, Group, Paper, Radio, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy, IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { SuccessNotice } from '../../../components/feedback/success-notice';
import { usePagedSearch } from '../../../components/data/use-paged-search';
import { serverMessageOr } from '../../../lib/error-message';
import { useStaffEmpresasQuery, type StaffEmpresaListItem } from '../api/get-staff-empresas';
import { useStaffEmpresaMultiplePriceMutation } from '../api/update-staff-empresa-multiple-price';
import { toolPrice } from '../utils/tools';

/** What happens to a tool in every company chosen. */
type Accion = 'igual' | 'activar' | 'desactivar';
type ToolInput = { accion: Accion; precio: string };

/** Results shown under the search box: enough to find a company, few enough to read. */
const RESULTS = 8;

const INITIAL_TOOLS: Record<ToolCode, ToolInput> = { LOPD: { accion: 'igual', precio: '' }, ACOSO: { accion: 'igual', precio: '' }, DIGITAL: { accion: 'igual', precio: '' } };

/** Spec 3 §5: the price input accepts only digits and one decimal point (a comma is taken for it). */
export function priceText(value: string): string {
  const text = value.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const point = text.indexOf('.');
  return point === -1 ? text : `${text.slice(0, point + 1)}${text.slice(point + 1).replace(/\./g, '')}`;
}

/** The call's body from the form: only the tools with something to do, in the wire's flags. */
export function multiplePriceBody(tools: Record<ToolCode, ToolInput>, callViafirma: boolean): StaffEmpresaMultiplePriceForm {
  const body: StaffEmpresaMultiplePriceForm = { tools: {}, callViafirma };
  for (const code of TOOL_CODES) {
    const { accion, precio } = tools[code];
    if (accion === 'activar') body.tools[TOOLS[code].flag] = { enabled: true, price: precio };
    if (accion === 'desactivar') body.tools[TOOLS[code].flag] = { enabled: false, price: null };
  }
  return body;
}

/** The spec's messages for what the form lacks: none chosen, or a chosen tool without a price above 0. */
function errorsOf(body: StaffEmpresaMultiplePriceForm): { none?: string; prices: Partial<Record<ToolCode, string>> } {
  const parsed = staffEmpresaMultiplePriceSchema.safeParse(body);
  const errors: { none?: string; prices: Partial<Record<ToolCode, string>> } = { prices: {} };
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const code = TOOL_CODES.find((tool) => issue.path[1] === TOOLS[tool].flag);
    if (code) errors.prices[code] = TOOLS_MESSAGES.multiplePrice;
    else errors.none = TOOLS_MESSAGES.noneSelected;
  }
  return errors;
}

/** A NIF/CIF typed in the box (letters and digits, with a digit) is searched as such; anything else by name. */
function searchParams(text: string): { nombre?: string; nifCif?: string } {
  if (!text) return {};
  return /^[A-Za-z0-9]{2,9}$/.test(text) && /\d/.test(text) ? { nifCif: text.toUpperCase() } : { nombre: text };
}

function toolsSummary(empresa: StaffEmpresaListItem): string {
  const active = TOOL_CODES.filter((code) => empresa[TOOLS[code].flag]);
  if (active.length === 0) return 'Sin herramientas activas';
  return active.map((code) => `${TOOLS[code].label} ${formatEuros(eurosToCents(toolPrice(empresa, code)))}`).join(' · ');
}

type Resultado = { empresa: StaffEmpresaListItem; error?: string };

/**
 * "Activar herramientas" (spec 3 §4.4, §5, §7 `tools/multiple-price`; issue 23): staff choose one or
 * more companies, what happens to each tool (switched on or re-priced at a price above 0, switched
 * off, or left as it is) and how a new contract is signed, and apply it to every company chosen, one
 * call each; the result says which were changed and which were not, and why.
 */
export function HerramientasMasivasPanel({ area, initialNifCif }: { area: StaffArea; initialNifCif?: string }) {
  const search = usePagedSearch({ texto: initialNifCif ?? '' });
  const query = useStaffEmpresasQuery(area, { page: 0, size: RESULTS, ...searchParams(search.query.texto) });
  const [selected, setSelected] = useState<StaffEmpresaListItem[]>([]);
  const [tools, setTools] = useState(INITIAL_TOOLS);
  const [firma, setFirma] = useState<'sms' | 'papel'>('sms');
  const [errors, setErrors] = useState<ReturnType<typeof errorsOf>>({ prices: {} });
  const [noCompany, setNoCompany] = useState(false);
  const [resultados, setResultados] = useState<Resultado[] | null>(null);
  const [busy, setBusy] = useState(false);
  const mutation = useStaffEmpresaMultiplePriceMutation();

  // Opened from a company (?cifNif=…): that company is chosen once it is found.
  useEffect(() => {
    if (!initialNifCif || !query.data) return;
    const match = query.data.content.find((empresa) => empresa.nifCif === initialNifCif.toUpperCase());
    if (match) setSelected((current) => (current.some((empresa) => empresa.id === match.id) ? current : [...current, match]));
  }, [initialNifCif, query.data]);

  const toggle = (empresa: StaffEmpresaListItem, checked: boolean) => {
    setNoCompany(false);
    setSelected((current) => (checked ? [...current, empresa] : current.filter((item) => item.id !== empresa.id)));
  };

  const setTool = (code: ToolCode, change: Partial<ToolInput>) =>
    setTools((current) => {
      const next = { ...current[code], ...change };
      // Switching a tool on offers the price it has (one company) or the usual price.
      if (change.accion === 'activar' && next.precio === '') {
        const own = selected.length === 1 ? toolPrice(selected[0]!, code) : 0;
        next.precio = String(own > 0 ? own : DEFAULT_PROTOCOL_PRICES[code]);
      }
      return { ...current, [code]: next };
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = multiplePriceBody(tools, firma === 'sms');
    const found = errorsOf(body);
    setErrors(found);
    setNoCompany(selected.length === 0);
    if (found.none || Object.keys(found.prices).length > 0 || selected.length === 0) return;
    setBusy(true);
    setResultados(null);
    const done: Resultado[] = [];
    for (const empresa of selected) {
      try {
        await mutation.mutateAsync({ nifCif: empresa.nifCif, change: body });
        done.push({ empresa });
      } catch (error) {
        done.push({ empresa, error: serverMessageOr(error, TOOLS_MESSAGES.generic) });
      }
    }
    setBusy(false);
    setResultados(done);
    setSelected(done.filter((resultado) => resultado.error).map((resultado) => resultado.empresa));
    if (done.every((resultado) => !resultado.error)) setTools(INITIAL_TOOLS);
  };

  const activating = TOOL_CODES.some((code) => tools[code].accion === 'activar');
  const cambiadas = resultados?.filter((resultado) => !resultado.error) ?? [];
  const fallidas = resultados?.filter((resultado) => resultado.error) ?? [];

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Activar herramientas">
      <Stack gap="lg">
        {cambiadas.length > 0 && (
          <SuccessNotice onClose={() => setResultados(null)} title={cambiadas.length === 1 ? 'Herramientas actualizadas' : `Herramientas actualizadas en ${cambiadas.length} empresas`}>
            {cambiadas.map(({ empresa }) => empresa.nombreComercial || empresa.razonSocial).join(', ')}.
          </SuccessNotice>
        )}
        {fallidas.length > 0 && (
          <FailureAlert
            message={
              <>
                No se pudieron cambiar las herramientas de{' '}
                {fallidas.map(({ empresa, error }) => `${empresa.nombreComercial || empresa.razonSocial} (${error})`).join('; ')}. Siguen seleccionadas para intentarlo de nuevo.
              </>
            }
            onClose={() => setResultados((current) => current?.filter((resultado) => !resultado.error) ?? null)}
          />
        )}

        <Paper withBorder p="md" component="section" aria-labelledby="empresas-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="empresas-title">
              1. Empresas
            </Title>
            <TextInput
              label="Buscar empresa"
              description="Nombre o CIF/NIF. Puede elegir varias."
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search.inputs.texto}
              onChange={(event) => search.setInput('texto', event.currentTarget.value)}
            />
            {query.isError && <Text c="red.8">Error al obtener las empresas.</Text>}
            {query.data && query.data.content.length === 0 && <Text c="dimmed">No hay empresas que coincidan.</Text>}
            <Stack gap={6} role="group" aria-label="Resultados de la búsqueda">
              {query.data?.content.map((empresa) => (
                <Checkbox
                  key={empresa.id}
                  checked={selected.some((item) => item.id === empresa.id)}
                  onChange={(event) => toggle(empresa, event.currentTarget.checked)}
                  label={
                    <Text span size="sm">
                      <Text span fw={600}>
                        {empresa.nombreComercial || empresa.razonSocial}
                      </Text>{' '}
                      · {empresa.nifCif} · {toolsSummary(empresa)}
                    </Text>
                  }
                />
              ))}
            </Stack>
            {selected.length > 0 && (
              <Group gap="xs" aria-label="Empresas elegidas" role="list">
                <Text size="sm" fw={600}>
                  {selected.length === 1 ? '1 empresa elegida:' : `${selected.length} empresas elegidas:`}
                </Text>
                {selected.map((empresa) => (
                  <Badge
                    key={empresa.id}
                    role="listitem"
                    variant="light"
                    size="lg"
                    tt="none"
                    rightSection={<CloseButton size="xs" aria-label={`Quitar ${empresa.nombreComercial || empresa.razonSocial}`} onClick={() => toggle(empresa, false)} />}
                  >
                    {empresa.nombreComercial || empresa.razonSocial}
                  </Badge>
                ))}
              </Group>
            )}
            {noCompany && (
              <Text c="red.8" size="sm" role="alert">
                Elija al menos una empresa.
              </Text>
            )}
          </Stack>
        </Paper>

        <Paper withBorder p="md" component="section" aria-labelledby="herramientas-title">
          <Stack gap="md">
            <div>
              <Title order={2} size="h4" id="herramientas-title">
                2. Herramientas y precios
              </Title>
              <Text size="sm" c="dimmed">
                Precio anual en euros, sin IVA. «Activar o cambiar precio» activa la herramienta o, si ya está activa, le pone este precio.
              </Text>
            </div>
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
              {TOOL_CODES.map((code) => (
                <Stack key={code} gap={6} role="group" aria-label={TOOLS[code].label}>
                  <Text fw={600}>{TOOLS[code].label}</Text>
                  <SegmentedControl
                    fullWidth
                    orientation="vertical"
                    value={tools[code].accion}
                    onChange={(value) => setTool(code, { accion: value as Accion })}
                    data={[
                      { value: 'igual', label: 'Sin cambios' },
                      { value: 'activar', label: 'Activar o cambiar precio' },
                      { value: 'desactivar', label: 'Desactivar' },
                    ]}
                    aria-label={`Qué hacer con ${TOOLS[code].label}`}
                  />
                  <TextInput
                    label={`Precio de ${TOOLS[code].label} (€)`}
                    inputMode="decimal"
                    disabled={tools[code].accion !== 'activar'}
                    value={tools[code].accion === 'activar' ? tools[code].precio : ''}
                    onChange={(event) => setTool(code, { precio: priceText(event.currentTarget.value) })}
                    error={errors.prices[code]}
                  />
                </Stack>
              ))}
            </SimpleGrid>
            {errors.none && (
              <Text c="red.8" size="sm" role="alert">
                {errors.none}
              </Text>
            )}
          </Stack>
        </Paper>

        <Paper withBorder p="md" component="section" aria-labelledby="firma-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="firma-title">
              3. Contrato de las herramientas que se activan
            </Title>
            <Radio.Group value={firma} onChange={(value) => setFirma(value as 'sms' | 'papel')} aria-labelledby="firma-title">
              <Stack gap="xs">
                <Radio value="sms" label="Enviar el contrato para que lo firme por SMS" />
                <Radio value="papel" label="El contrato ya está firmado en papel" />
              </Stack>
            </Radio.Group>
            {!activating && (
              <Alert color="gray" variant="light">
                Solo se envía un contrato por las herramientas que se activan.
              </Alert>
            )}
          </Stack>
        </Paper>

        <Group justify="flex-end">
          <Button type="submit" loading={busy} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
            {selected.length > 1 ? `Aplicar a ${selected.length} empresas` : 'Aplicar cambios'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
