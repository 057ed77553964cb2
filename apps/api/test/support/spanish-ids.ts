const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** The DNI of a number (8 digits at most): the number and its control letter. */
export const dniFor = (number: number) => `${number}${DNI_LETTERS[number % 23]}`;

/** The CIF of an S.L. from a number: B, its last 7 digits and the control digit. */
export function cifFor(number: number): string {
  const digits = String(number % 10_000_000).padStart(7, '0');
  let sum = 0;
  for (let index = 0; index < 7; index += 1) {
    const digit = Number(digits[index]);
    sum += index % 2 === 0 ? Math.floor((digit * 2) / 10) + ((digit * 2) % 10) : digit;
  }
  return `B${digits}${(10 - (sum % 10)) % 10}`;
}
