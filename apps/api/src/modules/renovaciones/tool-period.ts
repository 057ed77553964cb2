import { addYearsIso } from '@cumplia/shared/calendar';

/**
 * The yearly period of a tool signed on `firma` that runs on `today` (ISO days, Madrid calendar): from
 * the latest anniversary of the signature on or before `today`, to the next one. The anniversaries are
 * `addYearsIso(firma, n)`, the product's one way of adding years (29 February plus a year is 28
 * February), so that an adopted period begins and ends on the days a signature's own periods would
 * (docs/decisions/0030). A signature after `today` gives its first period.
 */
export function periodRunningOn(firma: string, today: string): { fechaInicio: string; fechaFin: string } {
  let years = Math.max(0, Number(today.slice(0, 4)) - Number(firma.slice(0, 4)));
  while (years > 0 && addYearsIso(firma, years) > today) years--;
  return { fechaInicio: addYearsIso(firma, years), fechaFin: addYearsIso(firma, years + 1) };
}
