import type { ReactNode } from 'react';
import { NEWSLETTER_SUBSCRIBE_SUCCESS, newsletterSubscribeSchema } from '@cumplia/shared/schemas/newsletter';
import { Button, Stack, Text } from '@mantine/core';
import type { z } from 'zod';
import { captchaSolutionField, useCaptchaForm } from '../../../components/captcha/use-captcha-form';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { SuccessNotice } from '../../../components/feedback/success-notice';
import { EmailInput } from '../../../components/forms/email-input';
import { fieldMessagesOf } from '../../../lib/error-message';
import { subscribeNewsletter } from '../api/subscribe-newsletter';

export const NEWSLETTER_FAILURE = 'Error al enviar la suscripción';

const newsletterFormSchema = newsletterSubscribeSchema.extend({
  captcha: captchaSolutionField,
});
type NewsletterFormValues = z.output<typeof newsletterFormSchema>;

/** The e-mail field's own complaint from the server, if it sent one; else the spec's failure text. */
function failureMessage(error: unknown): string {
  return fieldMessagesOf(error).email ?? NEWSLETTER_FAILURE;
}

/** Newsletter subscription (spec 1 §2.1): e-mail and captcha; confirmed later from the e-mail (double opt-in). */
/** `privacyNotice`: what the visitor is told of the data before sending them (RGPD art. 13), composed by the page. */
export function NewsletterForm({ privacyNotice }: { privacyNotice: ReactNode }) {
  const { form, captcha, send, lastSent } = useCaptchaForm({ schema: newsletterFormSchema, defaultValues: { email: '', captcha: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = ({ email }: NewsletterFormValues) => send(() => subscribeNewsletter({ email }), { emptyAfter: true });

  return (
    // The page around the form gives it its heading and explanation.
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Suscripción a la newsletter">
      <Stack gap="sm">
        {lastSent?.ok && (
          <SuccessNotice>
            <Text size="sm" fw={600}>
              {NEWSLETTER_SUBSCRIBE_SUCCESS}
            </Text>
            <Text size="sm">Le hemos enviado un correo electrónico: confirme la suscripción desde el enlace que contiene.</Text>
          </SuccessNotice>
        )}
        <FailureAlert message={lastSent?.ok === false ? failureMessage(lastSent.error) : null} />
        <EmailInput error={errors.email?.message} {...form.register('email')} />
        {captcha.field}
        {privacyNotice}
        <Button type="submit" loading={isSubmitting}>
          Suscribirme
        </Button>
      </Stack>
    </form>
  );
}
