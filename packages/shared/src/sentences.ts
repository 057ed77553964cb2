/**
 * `text` closing its sentence with a full stop, unless it already ends with one: a company named
 * "Ñandú Logística S.L." ends a sentence once, not "S.L..".
 */
export function endingSentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}
