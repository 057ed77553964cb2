import { TOOL_CODES, type ToolCode } from '@cumplia/shared/enums';
import { toolCodeSchema } from '@cumplia/shared/schemas/tool-code';
import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, get, useFieldArray, useFormContext } from 'react-hook-form';
import { EuroInput } from './euro-input';

/** A product line as the forms hold it: a protocol (or none yet) and its price in euros (spec 2 §3 "Product line"). */
export type ProtocolLineValue = { nombrePlantilla: ToolCode | ''; precioDescuento: number | string };

/** How the protocols read on a line: DIGITAL is shown DESCONEXIÓN (spec 2 §3, §5 "Collaborator edit"). */
export const PROTOCOL_LINE_LABELS: Record<ToolCode, string> = { LOPD: 'LOPD', ACOSO: 'ACOSO', DIGITAL: 'DESCONEXIÓN' };

type ProtocolLinesProps = {
  /** The form's array of lines (`productos` on the company and collaborator forms). */
  name?: string;
  /** The price a protocol starts at when it is chosen on a line; without it the price is left as it is. */
  defaultPrice?: (code: ToolCode) => number;
  /** Shown when there is no line. */
  emptyText?: string;
};

/**
 * The lines of protocols and prices of the staff forms ("PROTOCOLOS Y PRECIOS", a collaborator's
 * products): lines are added and removed, each protocol at most once, a blank line at 0,00 €
 * (spec 2 §5, §9). Reads the form from its FormProvider; the errors are the shared schema's.
 */
export function ProtocolLines({ name = 'productos', defaultPrice, emptyText = 'Sin protocolos: se aplicarán los precios base.' }: ProtocolLinesProps) {
  const { control, formState, setValue, watch } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const lines = (watch(name) ?? []) as ProtocolLineValue[];
  const used = new Set(lines.map((line) => line.nombrePlantilla));
  const messageAt = (path: string) => (get(formState.errors, path) as { message?: string } | undefined)?.message;
  const errorOf = (index: number, field: keyof ProtocolLineValue) => messageAt(`${name}.${index}.${field}`);
  const listError = messageAt(name);

  return (
    <Stack gap="sm">
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      )}
      {fields.map((line, index) => (
        <Group key={line.id} align="flex-start" gap="sm" wrap="nowrap" data-testid="protocol-line">
          <Controller
            control={control}
            name={`${name}.${index}.nombrePlantilla`}
            render={({ field }) => (
              <Select
                label="Protocolo"
                placeholder="Seleccione un protocolo"
                withAsterisk
                flex={1}
                data={TOOL_CODES.map((code) => ({
                  value: code,
                  label: PROTOCOL_LINE_LABELS[code],
                  disabled: code !== field.value && used.has(code),
                }))}
                value={field.value || null}
                onChange={(value) => {
                  field.onChange(value ?? '');
                  const code = toolCodeSchema.safeParse(value);
                  if (code.success && defaultPrice) setValue(`${name}.${index}.precioDescuento`, defaultPrice(code.data), { shouldDirty: true });
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errorOf(index, 'nombrePlantilla')}
                allowDeselect={false}
              />
            )}
          />
          <Controller
            control={control}
            name={`${name}.${index}.precioDescuento`}
            render={({ field }) => (
              <EuroInput
                label="Precio (€)"
                withAsterisk
                w={{ base: 110, sm: 150 }}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errorOf(index, 'precioDescuento')}
              />
            )}
          />
          <ActionIcon variant="subtle" color="red" size="lg" mt={26} aria-label={`Quitar la línea ${index + 1}`} onClick={() => remove(index)}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {listError && (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      )}
      <div>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={fields.length >= TOOL_CODES.length}
          onClick={() => append({ nombrePlantilla: '', precioDescuento: 0 } satisfies ProtocolLineValue)}
        >
          Añadir protocolo
        </Button>
      </div>
    </Stack>
  );
}
