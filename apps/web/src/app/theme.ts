import {
  createTheme,
  darken,
  DEFAULT_THEME,
  InputClearButton,
  luminance,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/** Deep teal-blue: calm and institutional, reads well on forms and tables. */
const cumplia: MantineColorsTuple = [
  '#e7f5f8',
  '#cfe9ef',
  '#9fd2de',
  '#6bbacb',
  '#42a5bb',
  '#2893ab',
  '#168097',
  '#0f6b80',
  '#0b5566',
  '#073f4c',
];

/**
 * Inter when the visitor has it installed, otherwise the system's own interface font. No web
 * fonts are downloaded: Cumplia serves everything itself and loads nothing from third parties.
 */
const systemFontStack =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'cumplia',
  primaryShade: { light: 7, dark: 5 },
  colors: { cumplia },
  fontFamily: systemFontStack,
  headings: { fontFamily: systemFontStack, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    // A link inside a sentence must not be told apart by its colour alone (axe's link-in-text-block, WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    Paper: { defaultProps: { radius: 'md' } },
    // Every dialog's close button is named in Spanish; a dialog may name it more precisely.
    Modal: { defaultProps: { radius: 'md', centered: true, closeButtonProps: { 'aria-label': 'Cerrar ventana' } } },
    // A badge never shrinks into "SIN USUA…" beside a name on a phone's card (issue 23): the name wraps instead.
    Badge: { styles: { root: { flexShrink: 0 } } },
    Table: { defaultProps: { verticalSpacing: 'sm', highlightOnHover: true } },
    // The clear button of date pickers and selects is an icon: named in Spanish for screen readers.
    InputClearButton: InputClearButton.extend({ defaultProps: { 'aria-label': 'Borrar' } }),
    // The calendar's arrows are icons without a name: named in Spanish for screen readers, by level
    // (by the component's name, so the public pages' theme does not load @mantine/dates: decision 0055).
    DatePickerInput: {
      defaultProps: {
        ariaLabels: { previousMonth: 'Mes anterior', nextMonth: 'Mes siguiente', previousYear: 'Año anterior', nextYear: 'Año siguiente', previousDecade: 'Década anterior', nextDecade: 'Década siguiente' },
      },
    },
    // Mantine names the eye of password fields in English ("Toggle password visibility").
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Mostrar u ocultar la contraseña' } } },
  },
});

/** WCAG's contrast ratio of two opaque colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** AA asks 4.5:1 of normal text; a little more covers striped and hovered rows. */
const READABLE = 4.8;

/** The first of `candidates` that reads on `background`, else the last (the darkest). */
function firstReadable(candidates: string[], background: string): string {
  return candidates.find((candidate) => contrast(candidate, background) >= READABLE) ?? candidates.at(-1)!;
}

/**
 * Mantine's defaults write coloured text below WCAG AA (issue 23: 70 contrast violations): white on
 * a filled shade 6 and `c="teal"` on white miss it, and so does our light variant (badges, light
 * buttons, alerts, the menu's current item) once its background darkens. Mantine 9 paints that
 * variant on shade 1 and, under the pointer, on shade 2: the cumplia shade 7 reads 4.8:1 on the
 * first but 3.7:1 on the second (a CI run caught a hovered "Verificar"). Each colour takes, for each
 * use, the first shade (or shade 9 darkened) that reaches 4.8:1 on its darkest background, so a
 * badge keeps its colour and stays legible when hovered.
 */
function readableColorVariables(colors: Record<string, readonly string[]>): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, palette] of Object.entries(colors)) {
    if (name === 'gray' || name === 'dark') continue;
    const darker = [palette[7]!, palette[8]!, palette[9]!, darken(palette[9]!, 0.2), darken(palette[9]!, 0.4)];
    // The light variant's background under the pointer (--mantine-color-<name>-light-hover).
    const lightHover = palette[2]!;
    variables[`--mantine-color-${name}-light-color`] = firstReadable(darker, lightHover);
    variables[`--mantine-color-${name}-text`] = firstReadable(darker, DEFAULT_THEME.colors.gray[0]);
    // The outline variant writes its colour on white (the red "Eliminar" of a user's form).
    variables[`--mantine-color-${name}-outline`] = firstReadable([palette[6]!, ...darker], '#ffffff');
    if (name !== 'cumplia') {
      const filled = [palette[6]!, ...darker];
      variables[`--mantine-color-${name}-filled`] = filled.find((shade) => contrast(shade, '#ffffff') >= READABLE) ?? filled.at(-1)!;
    }
  }
  return variables;
}

/**
 * Mantine's default "dimmed" (gray 6) and error (red 6) texts miss WCAG AA contrast (4.5:1) on
 * white and on the page's gray-0 background: input descriptions, field errors and secondary text
 * all use them. One notch darker everywhere passes (gray 7 ≈ 7.9:1, red 9 ≈ 5.4:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: {
    ...readableColorVariables(resolvedTheme.colors),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Mantine's placeholder (gray 5, 2.6:1) is real text in a file input with no file chosen: the
    // lightest gray that still reaches 4.5:1 on white, so that it does not read as a value.
    '--mantine-color-placeholder': '#6c757d',
  },
  dark: {},
});
