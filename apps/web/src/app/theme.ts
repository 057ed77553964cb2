import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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
    Paper: { defaultProps: { radius: 'md' } },
    // Every dialog's close button is named in Spanish; a dialog may name it more precisely.
    Modal: { defaultProps: { radius: 'md', centered: true, closeButtonProps: { 'aria-label': 'Cerrar ventana' } } },
    Table: { defaultProps: { verticalSpacing: 'sm', highlightOnHover: true } },
  },
});

/**
 * Mantine's default "dimmed" (gray 6) and error (red 6) texts miss WCAG AA contrast (4.5:1) on
 * white and on the page's gray-0 background: input descriptions, field errors and secondary text
 * all use them. One notch darker everywhere passes (gray 7 ≈ 7.9:1, red 9 ≈ 5.4:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
