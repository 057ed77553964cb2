import { Alert, Badge, Button, Checkbox, Group, Loader, Modal, Stack, Tabs, Text } from '@mantine/core';
import { TOOLS, type ToolCode, type ToolFlag, type StaffArea } from '@cumplia/shared/enums';
import {
  RENOVACION_FALLBACK_PRICES,
  RENOVACION_MESSAGES,
  RENOVACION_TOGGLE_PRICE,
  type Renovacion,
  type RenovacionProducto,
} from '@cumplia/shared/schemas/renovacion';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { FailureDialog } from '../../../components/feedback/failure-dialog';
import { EuroInput } from '../../../components/forms/euro-input';
import { DialogActions } from '../../../components/forms/dialog-actions';
import { serverMessageOr } from '../../../lib/error-message';
import { formatDate } from '@cumplia/shared/calendar';
import { changeRenovacionEstado, type RenovacionAccion } from '../api/change-renovacion-estado';
import { useRenovacionProductosQuery } from '../api/get-renovacion-productos';
import { saveRenovacionProductos } from '../api/save-renovacion-productos';
import { toggleRenovacionServicio } from '../api/toggle-renovacion-servicio';
import { empresaNombre } from './empresa-cell';
import { EstadoBadge } from './estado-badge';

const TOOL_LIST = Object.values(TOOLS);
type Servicios = Record<ToolFlag, boolean>;
type PriceRow = { productoId?: string; nombrePlantilla: ToolCode; precio: number | string };

function serviciosOf(renovacion: Renovacion): Servicios {
  return { lopdgdd: renovacion.empresa.lopdgdd, acosoLaboral: renovacion.empresa.acosoLaboral, desconexionDigital: renovacion.empresa.desconexionDigital };
}

/** Spec 3 §7, §9: with the products endpoint failing or empty, the fallback prices of the renewal's tools. */
function fallbackRows(renovacion: Renovacion): PriceRow[] {
  const servicios = serviciosOf(renovacion);
  return TOOL_LIST.filter((tool) => servicios[tool.flag]).map((tool) => ({ nombrePlantilla: tool.plantilla, precio: RENOVACION_FALLBACK_PRICES[tool.plantilla] }));
}

function rowsOf(productos: readonly RenovacionProducto[]): PriceRow[] {
  return productos.map((producto) => ({ productoId: producto.productoId, nombrePlantilla: producto.nombrePlantilla, precio: producto.precioDescuento }));
}

/** Spec 3 §5: every price numeric and at least 0. */
function validPrices(rows: readonly PriceRow[]): boolean {
  return rows.every((row) => row.precio !== '' && Number.isFinite(Number(row.precio)) && Number(row.precio) >= 0);
}

const labelOf = (code: ToolCode) => TOOLS[code].label;

type GestionarRenovacionDialogProps = {
  area: StaffArea;
  /** The dialog is open while there is a renewal. */
  renovacion: Renovacion | null;
  onClose: () => void;
  /** The renewal as the server returned it after Confirmar or Deshabilitar. */
  onUpdated: (renovacion: Renovacion, accion: RenovacionAccion) => void;
};

export function GestionarRenovacionDialog({ renovacion, onClose, ...rest }: GestionarRenovacionDialogProps) {
  return (
    <Modal opened={renovacion !== null} onClose={onClose} title="Gestionar Renovación" size="lg">
      {renovacion && <GestionarRenovacionBody key={renovacion.id} renovacion={renovacion} onClose={onClose} {...rest} />}
    </Modal>
  );
}

/**
 * The management of one renewal (spec 3 §2.2, §2.3, §4.3): its services and its product prices,
 * Confirmar, Deshabilitar and Cancelar. Only the worker may change the services; its Confirmar
 * first synchronises the services that changed, then saves the prices, then confirms.
 */
function GestionarRenovacionBody({ area, renovacion, onClose, onUpdated }: GestionarRenovacionDialogProps & { renovacion: Renovacion }) {
  const productos = useRenovacionProductosQuery(area, renovacion.id);
  const [servicios, setServicios] = useState<Servicios>(() => serviciosOf(renovacion));
  const onServer = useRef<Servicios>(serviciosOf(renovacion));
  const [prices, setPrices] = useState<PriceRow[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState<RenovacionAccion | null>(null);
  const isWorker = area === 'worker';
  const empresaId = renovacion.empresa.id;

  const loaded = productos.data;
  const usingFallback = productos.isError || loaded?.length === 0;
  useEffect(() => {
    if (prices !== null) return;
    if (loaded && loaded.length > 0) setPrices(rowsOf(loaded));
    else if (loaded || productos.isError) setPrices(fallbackRows(renovacion));
  }, [prices, loaded, productos.isError, renovacion]);

  const toggleServicio = (flag: ToolFlag, checked: boolean) => {
    setServicios((current) => ({ ...current, [flag]: checked }));
    const code = TOOL_LIST.find((tool) => tool.flag === flag)!.plantilla;
    // A tool ticked on takes the dialog's price (spec 3 §9); ticked off, it has no price to save.
    setPrices((current) => {
      const rows = (current ?? []).filter((row) => row.nombrePlantilla !== code);
      if (!checked) return rows;
      const previous = current?.find((row) => row.nombrePlantilla === code);
      return [...rows, previous ?? { nombrePlantilla: code, precio: RENOVACION_TOGGLE_PRICE }].sort((a, b) => TOOL_LIST.findIndex((tool) => tool.plantilla === a.nombrePlantilla) - TOOL_LIST.findIndex((tool) => tool.plantilla === b.nombrePlantilla));
    });
  };

  const syncServicios = async () => {
    for (const tool of TOOL_LIST) {
      const original = onServer.current;
      if (servicios[tool.flag] === original[tool.flag]) continue;
      try {
        // What the server now has, so that a second Confirmar after a later failure toggles nothing twice.
        onServer.current = serviciosOf(await toggleRenovacionServicio(empresaId, tool.flag));
      } catch (error) {
        // The checkbox goes back to what the server still has (spec 3 §4.3), and the server's reason
        // shows when it gives one (an accepted renewal's tools are fixed), else the spec's text.
        toggleServicio(tool.flag, original[tool.flag]);
        throw new Error(serverMessageOr(error, RENOVACION_MESSAGES.servicioToolError(tool.label)), { cause: error });
      }
    }
  };

  const savePrices = async (rows: readonly PriceRow[]) => {
    try {
      await saveRenovacionProductos(
        area,
        renovacion.id,
        rows.map((row) => ({ productoId: row.productoId, nombrePlantilla: row.nombrePlantilla, precioDescuento: Number(row.precio) })),
      );
    } catch (error) {
      // The server's reason when it gives one (e.g. an accepted renewal's prices are fixed), else the spec's text.
      throw new Error(serverMessageOr(error, RENOVACION_MESSAGES.preciosError), { cause: error });
    }
  };

  const run = async (accion: RenovacionAccion) => {
    setFailure(null);
    const rows = prices ?? [];
    if (accion === 'confirm' && !validPrices(rows)) {
      setInvalid(true);
      return;
    }
    setBusy(accion);
    try {
      if (accion === 'confirm') {
        if (isWorker) await syncServicios();
        if (rows.length > 0) await savePrices(rows);
      }
      let updated: Renovacion;
      try {
        updated = await changeRenovacionEstado(area, empresaId, accion);
      } catch (error) {
        // The server's reason when it gives one (e.g. the 18-day approval window), else the spec's text.
        throw new Error(serverMessageOr(error, accion === 'confirm' ? RENOVACION_MESSAGES.confirmError : RENOVACION_MESSAGES.disableError), { cause: error });
      }
      onUpdated(updated, accion);
      onClose();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={600}>{empresaNombre(renovacion)}</Text>
          <Text size="sm" c="dimmed">
            {renovacion.empresa.nifCif} · Fin del periodo {formatDate(renovacion.fechaFin)} · Fecha de renovación {formatDate(renovacion.fechaRenovacion)}
          </Text>
        </Stack>
        <EstadoBadge renovacion={renovacion} reading={isWorker ? 'worker' : 'general'} />
      </Group>
      <FailureAlert message={failure} onClose={() => setFailure(null)} />
      <Tabs defaultValue="servicios">
        <Tabs.List>
          <Tabs.Tab value="servicios">Servicios</Tabs.Tab>
          <Tabs.Tab value="precios">Precios de Productos</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="servicios" pt="md">
          <Stack gap="sm">
            {TOOL_LIST.map((tool) =>
              isWorker ? (
                <Checkbox key={tool.flag} label={tool.label} checked={servicios[tool.flag]} onChange={(event) => toggleServicio(tool.flag, event.currentTarget.checked)} />
              ) : (
                <Group key={tool.flag} justify="space-between">
                  <Text>{tool.label}</Text>
                  <Badge color={servicios[tool.flag] ? 'green' : 'gray'} variant="light">
                    {servicios[tool.flag] ? 'Se renueva' : 'No se renueva'}
                  </Badge>
                </Group>
              ),
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="precios" pt="md">
          {prices === null ? (
            <Group gap="xs">
              <Loader size="sm" role="progressbar" aria-label="Cargando productos" />
              <Text size="sm">Cargando productos</Text>
            </Group>
          ) : (
            <Stack gap="sm">
              {usingFallback && (
                <Alert color="yellow" icon={<IconInfoCircle size={18} />}>
                  {productos.isError ? RENOVACION_MESSAGES.productosError : isWorker ? RENOVACION_MESSAGES.productosEmptyWorker : RENOVACION_MESSAGES.productosEmpty} Se muestran los precios por
                  defecto.
                </Alert>
              )}
              {prices.length === 0 && <Text c="dimmed">Ningún servicio se renueva.</Text>}
              {prices.map((row) => (
                <EuroInput
                  key={row.nombrePlantilla}
                  label={`Precio ${labelOf(row.nombrePlantilla)} (€)`}
                  value={row.precio}
                  onChange={(value) => setPrices((current) => (current ?? []).map((item) => (item.nombrePlantilla === row.nombrePlantilla ? { ...item, precio: value } : item)))}
                />
              ))}
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
      <DialogActions onCancel={onClose} busy={busy !== null}>
        <Button color="red" variant="light" onClick={() => void run('disable')} loading={busy === 'disable'} disabled={busy === 'confirm'}>
          Deshabilitar
        </Button>
        <Button onClick={() => void run('confirm')} loading={busy === 'confirm'} disabled={busy === 'disable' || prices === null}>
          Confirmar
        </Button>
      </DialogActions>
      <FailureDialog title={RENOVACION_MESSAGES.preciosTitle} message={invalid ? RENOVACION_MESSAGES.preciosInvalid : null} onClose={() => setInvalid(false)} />
    </Stack>
  );
}
