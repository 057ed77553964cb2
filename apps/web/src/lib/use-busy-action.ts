import { useState } from 'react';

/**
 * A button's action (a download, an export): `busy` while it runs, so that the button shows a spinner and is not
 * pressed twice; a failure goes to `onError` for the screen to show.
 */
export function useBusyAction(action: () => Promise<void>, onError: (error: unknown) => void) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
