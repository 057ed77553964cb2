import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Clears the text field called `label` and types `value` in one go, as a paste. */
export async function fill(user: UserEvent, label: string, value: string) {
  const field = screen.getByLabelText(label, { exact: false, selector: 'input' });
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}
