import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';

export const COOKIE_CONSENT_KEY = 'cookieConsent';
export type CookieConsent = 'accepted' | 'rejected';

function readConsent(): CookieConsent | null {
  const value = localStorage.getItem(COOKIE_CONSENT_KEY);
  return value === 'accepted' || value === 'rejected' ? value : null;
}

/** Shown at the bottom until the visitor accepts or rejects; the choice stays on this device. */
export function CookieBanner() {
  const [consent, setConsent] = useState<CookieConsent | null>(readConsent);

  if (consent) return null;

  const choose = (choice: CookieConsent) => {
    localStorage.setItem(COOKIE_CONSENT_KEY, choice);
    setConsent(choice);
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
