import { MonthPickerInput } from '@mantine/dates';
import { IconCalendarMonth } from '@tabler/icons-react';
import { dayjs } from '../../../lib/dayjs';

/**
 * The month a statement is asked for by default: the previous one, since a month's commissions are
 * settled once it has ended (docs/decisions/0033).
 */
export function defaultMes(): string {
  return dayjs().subtract(1, 'month').format('YYYY-MM');
}

/** "octubre de 2026": a month as written in a Spanish sentence. */
export function mesLabel(mes: string): string {
  return dayjs(`${mes}-01`).format('MMMM [de] YYYY');
}

type MesPickerProps = {
  /** yyyy-mm. */
  value: string;
  onChange: (mes: string) => void;
};

/** The month of a commission statement: any past month or the current one (still open), never a future one. */
export function MesPicker({ value, onChange }: MesPickerProps) {
  return (
    <MonthPickerInput
      label="Mes"
      valueFormat="MMMM YYYY"
      leftSection={<IconCalendarMonth size={16} aria-hidden />}
      maxDate={dayjs().startOf('month').format('YYYY-MM-DD')}
      // The grid shows "oct."; a screen reader hears the whole month.
      getMonthControlProps={(date) => ({ 'aria-label': mesLabel(dayjs(date).format('YYYY-MM')) })}
      value={`${value}-01`}
      onChange={(date) => {
        if (date) onChange(dayjs(date).format('YYYY-MM'));
      }}
      w={{ base: '100%', xs: 220 }}
      styles={{ input: { textTransform: 'capitalize' } }}
    />
  );
}
