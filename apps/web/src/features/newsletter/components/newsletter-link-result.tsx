import { NEWSLETTER_CONFIRMED, NEWSLETTER_UNSUBSCRIBED, newsletterTokenSchema } from '@cumplia/shared/schemas/newsletter';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { SuccessNotice } from '../../../components/feedback/success-notice';
import { serverMessageOr } from '../../../lib/error-message';
import { confirmNewsletter } from '../api/confirm-newsletter';
import { unsubscribeNewsletter } from '../api/unsubscribe-newsletter';

export const NEWSLETTER_LINK_INVALID = 'El enlace no es válido.';

const ACTIONS = {
  confirm: { call: confirmNewsletter, success: NEWSLETTER_CONFIRMED, pending: 'Confirmando la suscripción…' },
  unsubscribe: { call: unsubscribeNewsletter, success: NEWSLETTER_UNSUBSCRIBED, pending: 'Procesando la baja…' },
} as const;

type NewsletterLinkResultProps = {
  action: keyof typeof ACTIONS;
  /** The `token` of the e-mailed link; null when the link came without one. */
  token: string | null;
};

/**
 * Follows a newsletter e-mail link: sends its token once, on arrival, and shows what the server
 * answered. Nothing is sent when the link has no usable token.
 */
export function NewsletterLinkResult({ action, token }: NewsletterLinkResultProps) {
  const { call, success, pending } = ACTIONS[action];
  const parsed = newsletterTokenSchema.safeParse({ token: token ?? '' });
  const validToken = parsed.success ? parsed.data.token : null;
  const { mutate, data, error, isError, isSuccess } = useMutation({ mutationFn: call });
  const sent = useRef(false);

  useEffect(() => {
    // A link is followed once: StrictMode's second effect run and re-renders must not resend it.
    if (sent.current || validToken === null) return;
    sent.current = true;
    mutate(validToken);
  }, [mutate, validToken]);

  let result;
  if (validToken === null) {
    result = <FailureAlert message={NEWSLETTER_LINK_INVALID} />;
  } else if (isError) {
    result = <FailureAlert message={serverMessageOr(error, NEWSLETTER_LINK_INVALID)} />;
  } else if (isSuccess) {
    result = <SuccessNotice>{data.message || success}</SuccessNotice>;
  } else {
    result = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{pending}</Text>
      </Group>
    );
  }

  return (
    <Stack gap="lg">
      {result}
      <div>
        <Button component={Link} to="/" variant="light">
          Ir al inicio
        </Button>
      </div>
    </Stack>
  );
}
