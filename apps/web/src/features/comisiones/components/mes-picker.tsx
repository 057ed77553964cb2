import { MonthPickerInput } from '@mantine/dates';
import { IconCalendarMonth } from '@tabler/icons-react';
import { formatMonthYear, madridIsoDate } from '@cumplia/shared/calendar';

/** The first day of the current month in Madrid, where the liquidaciones' months are counted. */
const thisMonthsFirst = () => `${madridIsoDate(new Date()).slice(0, 7)}-01`;

/**
 * The month a statement opens on: the current one (issue 23, decision 0054), whose figures grow as
 * its invoices are issued; the month just closed is one click back. Decision 0033 had chosen the
 * previous month, which left the screens empty for anyone looking at what is being billed now.
 */
export function defaultMes(): string {
  return thisMonthsFirst().slice(0, 7);
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
      maxDate={thisMonthsFirst()}
      // The grid shows "oct."; a screen reader hears the whole month.
      getMonthControlProps={(date) => ({ 'aria-label': formatMonthYear(date.slice(0, 7)) })}
      value={`${value}-01`}
      onChange={(date) => {
        if (date) onChange(date.slice(0, 7));
      }}
      w={{ base: '100%', xs: 220 }}
      styles={{ input: { textTransform: 'capitalize' } }}
    />
  );
}
