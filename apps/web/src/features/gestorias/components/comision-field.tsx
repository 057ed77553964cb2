import { WORKER_COMISIONES } from '@cumplia/shared/schemas/gestoria';
import { NumberInput, Select } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';

type ComisionFieldProps = {
  /** `options`: the worker's creation form, 3 to 25 %; `number`: any 0 to 100 with 2 decimals. */
  kind: 'number' | 'options';
};

const LABEL = 'Comisión (%)';

/** The collaborator's commission (spec 2 §5, §9): a number from 0 to 100, clamped, 2 decimals; or the worker's choices. */
export function ComisionField({ kind }: ComisionFieldProps) {
  const { control, formState } = useFormContext<{ comision: number | string }>();
  const error = formState.errors.comision?.message;
  return (
    <Controller
      control={control}
      name="comision"
      render={({ field }) =>
        kind === 'options' ? (
          <Select
            label={LABEL}
            withAsterisk
            data={WORKER_COMISIONES.map((value) => ({ value: String(value), label: `${value} %` }))}
            value={field.value === '' || field.value === undefined ? null : String(field.value)}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            ref={field.ref}
            allowDeselect={false}
            error={error}
          />
        ) : (
          <NumberInput
            label={LABEL}
            withAsterisk
            min={0}
            max={100}
            step={0.01}
            decimalScale={2}
            decimalSeparator=","
            clampBehavior="strict"
            allowNegative={false}
            inputMode="decimal"
            value={field.value ?? ''}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            ref={field.ref}
            error={error}
          />
        )
      }
    />
  );
}
