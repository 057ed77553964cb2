import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';

/**
 * A day picked from a calendar, shown and written as the screens write dates (dd/mm/aaaa), with its
 * calendar icon: every date field of the staff's and the gestorías' forms. Its value is yyyy-mm-dd.
 */
export function DateField(props: DatePickerInputProps) {
  return <DatePickerInput placeholder="dd/mm/aaaa" valueFormat="DD/MM/YYYY" leftSection={<IconCalendar size={16} aria-hidden />} {...props} />;
}
