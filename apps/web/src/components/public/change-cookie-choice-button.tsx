import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { COOKIE_CONSENT_KEY } from '../../lib/auth-storage';

type ChangeCookieChoiceButtonProps = {
  /** How the page is reloaded so that the banner asks again; the browser's reload unless told otherwise. */
  reload?: () => void;
};

/** "Cambiar mi elección": forgets the stored choice and reloads, so the cookie banner shows again. */
export function ChangeCookieChoiceButton({ reload = () => window.location.reload() }: ChangeCookieChoiceButtonProps) {
  const change = () => {
    localStorage.removeItem(COOKIE_CONSENT_KEY);
    reload();
  };
  return (
    <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={change}>
      Cambiar mi elección
    </Button>
  );
}
