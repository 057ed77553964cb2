import { Button, Checkbox, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheckFilled, IconRefresh, IconShieldCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { clearCaptchaToken, storeCaptchaToken } from '../../lib/auth-storage';
import { fetchCaptchaChallenge } from './fetch-captcha-challenge';
import { encodeCaptchaPayload, solveCaptchaChallenge } from './solve-captcha-challenge';

export type CaptchaFieldHandle = {
  /** Back to "No soy un robot": forms call it after a failed submission. */
  reset: () => void;
};

type CaptchaFieldProps = {
  /** The solution payload once verified, null when it is reset. */
  onChange: (payload: string | null) => void;
  /** A validation message from the form, e.g. "Por favor, complete el captcha." */
  error?: string;
  ref?: Ref<CaptchaFieldHandle>;
};

type CaptchaStatus = 'idle' | 'solving' | 'verified' | 'failed';

const FAILURE_MESSAGE = 'No se pudo completar la verificación. Inténtelo de nuevo.';

/**
 * Cumplia's own proof-of-work captcha: the browser solves a challenge issued by our server. No
 * third-party script, no tracking cookie. The solution is stored for the API client, which sends it
 * in the X-CAPTCHA-AUTH header of the next form submission.
 */
export function CaptchaField({ onChange, error, ref }: CaptchaFieldProps) {
  const [status, setStatus] = useState<CaptchaStatus>('idle');
  const cancelRef = useRef<(() => void) | null>(null);
  const attemptRef = useRef(0);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const errorId = useId();

  const stop = useCallback(() => {
    attemptRef.current += 1;
    cancelRef.current?.();
    cancelRef.current = null;
  }, []);

  const reset = useCallback(() => {
    stop();
    clearCaptchaToken();
    setStatus('idle');
    onChangeRef.current(null);
  }, [stop]);

  useImperativeHandle(ref, () => ({ reset }), [reset]);
  useEffect(() => stop, [stop]);

  const verify = async () => {
    stop();
    const attempt = attemptRef.current;
    setStatus('solving');
    try {
      const challenge = await fetchCaptchaChallenge();
      if (attempt !== attemptRef.current) return;
      const solving = solveCaptchaChallenge(challenge);
      cancelRef.current = solving.cancel;
      const number = await solving.promise;
      if (attempt !== attemptRef.current) return;
      const payload = encodeCaptchaPayload(challenge, number);
      storeCaptchaToken(payload);
      setStatus('verified');
      onChangeRef.current(payload);
    } catch {
      if (attempt !== attemptRef.current) return;
      setStatus('failed');
      onChangeRef.current(null);
    } finally {
      if (attempt === attemptRef.current) cancelRef.current = null;
    }
  };

  return (
    <Stack gap={4}>
      <Paper
        withBorder
        p="sm"
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm" mih={36}>
          <div aria-live="polite">
            {status === 'idle' && (
              <Checkbox label="No soy un robot" size="md" checked={false} onChange={() => void verify()} />
            )}
            {status === 'solving' && (
              <Group gap="sm" wrap="nowrap">
                <Loader size={22} />
                <Text>Verificando…</Text>
              </Group>
            )}
            {status === 'verified' && (
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon color="teal" variant="transparent" size={26}>
                  <IconCircleCheckFilled size={26} />
                </ThemeIcon>
                <Text fw={600}>Verificado</Text>
              </Group>
            )}
            {status === 'failed' && (
              <Stack gap={6} align="flex-start">
                <Text c="red.9" size="sm" role="alert">
                  {FAILURE_MESSAGE}
                </Text>
                <Button size="compact-sm" variant="light" leftSection={<IconRefresh size={14} />} onClick={() => void verify()}>
                  Reintentar
                </Button>
              </Stack>
            )}
          </div>
          <Group gap={4} wrap="nowrap" c="gray.7" visibleFrom="xs">
            <IconShieldCheck size={18} aria-hidden />
            <Text size="xs">Sin cookies de seguimiento</Text>
          </Group>
        </Group>
      </Paper>
      {error && (
        <Text id={errorId} c="red.9" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
