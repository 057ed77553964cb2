import { expect } from 'vitest';

/** The levels of the headings in `container`, in document order. */
export function headingLevels(container: HTMLElement): number[] {
  return [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
}

/** One h1, first, and no level skipped on the way down (h2 → h4 is a skip; h4 → h2 is not). */
export function expectSoundHeadingOutline(container: HTMLElement): void {
  const levels = headingLevels(container);
  expect(levels.filter((level) => level === 1), 'exactly one h1').toHaveLength(1);
  expect(levels[0], 'the h1 comes first').toBe(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level - levels[index - 1]!, `heading ${index + 1} skips a level`).toBeLessThanOrEqual(1);
  });
}
