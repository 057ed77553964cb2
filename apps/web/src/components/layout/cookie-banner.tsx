import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { COOKIE_CONSENT_KEY } from '../../lib/auth-storage';

export type CookieConsent = 'accepted' | 'rejected';

function readConsent(): CookieConsent | null {
  const value = localStorage.getItem(COOKIE_CONSENT_KEY);
  return value === 'accepted' || value === 'rejected' ? value : null;
}

const consentListeners = new Set<() => void>();
const subscribeToConsent = (listener: () => void) => {
  consentListeners.add(listener);
  return () => void consentListeners.delete(listener);
};
/**
 * A page drawn ahead of the browser (the landing at build, a signing link's page by the server:
 * decision 0072) knows no choice: it has no banner, and the app, once it runs, reads the browser's
 * and shows it if asked.
 */
const choiceNotReadYet = () => 'not read yet' as const;

/** Shown at the bottom until the visitor accepts or rejects; the choice stays on this device. */
export function CookieBanner() {
  const consent = useSyncExternalStore(subscribeToConsent, readConsent, choiceNotReadYet);

  if (consent) return null;

  const choose = (choice: CookieConsent) => {
    localStorage.setItem(COOKIE_CONSENT_KEY, choice);
    for (const listener of consentListeners) listener();
  };

  return (
    <Paper
      role="region"
      aria-label="Aviso de cookies"
      shadow="lg"
      withBorder
      p="md"
      w="100%"
      maw={720}
      style={{ pointerEvents: 'auto' }}
    >
      <Text size="sm" mb="sm">
        Cumplia solo guarda en su navegador lo imprescindible para funcionar: su sesión y esta elección. No usamos
        cookies de análisis, de publicidad ni de terceros. Más información en la{' '}
        <Anchor component={Link} to="/politica-cookies" size="sm">
          política de cookies
        </Anchor>
        .
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => choose('rejected')}>
          Rechazar
        </Button>
        <Button onClick={() => choose('accepted')}>Aceptar</Button>
      </Group>
    </Paper>
  );
}
