import { DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import type { ReactNode } from 'react';
import '../lib/dayjs';

/**
 * The date pickers' settings: Spanish calendars, weeks starting on Sunday, Do Lu Ma Mi Ju Vi Sa
 * (spec 2 §1). Only signed-in screens have date pickers, so this and dayjs load with them, not with
 * the public pages (docs/decisions/0055).
 */
export function DatesSettings({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 0 }}>{children}</DatesProvider>;
}
