/** Dates as the journeys type and read them, in the browser's (the machine's) time zone. */
const pad = (value: number) => String(value).padStart(2, '0');

/** yyyy-mm-dd, as the API and the file names write a date. */
export const iso = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
/** dd/mm/yyyy, as the screens show a date. */
export const spanish = (date: Date) => `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);
/** A day button of the calendar as Mantine names it: "3 diciembre 2026". */
export const dayLabel = (date: Date) => new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' }).format(date).replace(/ de /g, ' ');
