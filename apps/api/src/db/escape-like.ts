/** `text` taken literally inside a LIKE pattern: its `%`, `_` and `\` escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
