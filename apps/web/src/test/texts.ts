import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** Each of `texts` is on the screen, or appears soon (as the messages under a form's fields after sending). */
export async function expectTexts(texts: readonly string[]): Promise<void> {
  for (const text of texts) expect(await screen.findByText(text)).toBeInTheDocument();
}
