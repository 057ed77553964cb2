import { NumberInput, type NumberInputProps } from '@mantine/core';

/** An amount in euros as Spanish forms write it: two decimals after a comma, never negative. */
export function EuroInput(props: NumberInputProps) {
  return <NumberInput min={0} step={0.01} decimalScale={2} fixedDecimalScale decimalSeparator="," allowNegative={false} hideControls inputMode="decimal" {...props} />;
}
