import { luminance, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const variables = cssVariablesResolver(resolved).light;

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the theme’s colours read at WCAG AA (1.4.3: 4.5:1 for normal text)', () => {
  const colours = Object.keys(resolved.colors).filter((name) => name !== 'gray' && name !== 'dark');

  it.each(colours)('%s: the light variant’s text on its background and on its hovered background (shades 1 and 2)', (name) => {
    const text = variables[`--mantine-color-${name}-light-color`]!;
    const palette = resolved.colors[name]!;
    expect(contrast(text, palette[1]!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(text, palette[2]!)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(colours)('%s: outlined text on white', (name) => {
    expect(contrast(variables[`--mantine-color-${name}-outline`]!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
