/**
 * Words that address the reader as "tú", where Cumplia speaks "usted" (issue 23, decision 0054):
 * the possessives and pronouns, and the verbs of the second person a screen would use. Matched
 * whole, case ignored, so that "tú"'s forms never hide inside a longer word ("Tutorial", "tienda"). Also
 * looked for in every screen's text by the journeys' phone checks (e2e/support/phone-fit.ts).
 */
export const TU_WORDS = /(?<!\p{L})(tu|tus|te|ti|contigo|tuy[oa]s?|inténtalo|regístrate|puedes|podrás|tienes|tendrás|quieres|debes|necesitas|estás|eres|has|hayas|olvidaste|recibirás)(?!\p{L})/iu;

/**
 * The "tú" imperatives that open a title, a label or a message ("Introduce tu NIF", "Por favor,
 * selecciona…"); the "usted" forms are "Introduzca", "Seleccione". Alone, the word may be an adjective (a badge's
 * "Activa"); the few that are also nouns are not flagged before "de"/"del" ("Firma de contrato",
 * "Descarga de protocolos").
 */
const TU_IMPERATIVE = new RegExp(
  '^(?:¿|¡|por favor, )?' +
    '(introduce|revisa|pulsa|elige|escoge|escribe|sube|accede|recuerda|añade|selecciona|completa|confirma|comprueba|busca|guarda|abre|cierra|crea|edita|elimina|cambia|vuelve|intenta|contacta|inicia|ingresa|verifica|envía|solicita|usa|utiliza|haz|pon|mira|lee|acepta|indica|rellena|asigna|activa|desactiva|descubre|conoce|empieza|comienza' +
    '|(?:consulta|descarga|firma|prueba|marca)(?= (?!del? )))' +
    ' ',
  'iu',
);

/** The word of `text` that speaks "tú", or undefined when it speaks "usted" or to no one. */
export function tuteo(text: string): string | undefined {
  return (TU_WORDS.exec(text) ?? TU_IMPERATIVE.exec(text.trim()))?.[1];
}
