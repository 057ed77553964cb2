import { zodResolver } from '@hookform/resolvers/zod';
import { NEWSLETTER_SUBSCRIBE_SUCCESS, newsletterSubscribeSchema } from '@cumplia/shared/schemas/newsletter';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { captchaSolutionField, useCaptchaForm } from '../../../components/captcha/use-captcha-form';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { fieldMessagesOf } from '../../../lib/error-message';
import { subscribeNewsletter } from '../api/subscribe-newsletter';

export const NEWSLETTER_FAILURE = 'Error al enviar la suscripción';

const newsletterFormSchema = newsletterSubscribeSchema.extend({
  captcha: captchaSolutionField,
});
type NewsletterFormInput = z.input<typeof newsletterFormSchema>;
type NewsletterFormValues = z.output<typeof newsletterFormSchema>;

type Outcome = { ok: true } | { ok: false; message: string };

/** The e-mail field's own complaint from the server, if it sent one; else the spec's failure text. */
function failureMessage(error: unknown): string {
  return fieldMessagesOf(error).email ?? NEWSLETTER_FAILURE;
}

/** Newsletter subscription (spec 1 §2.1): e-mail and captcha; confirmed later from the e-mail (double opt-in). */
export function NewsletterForm() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<NewsletterFormInput, unknown, NewsletterFormValues>({
    resolver: zodResolver(newsletterFormSchema),
    defaultValues: { email: '', captcha: '' },
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const captcha = useCaptchaForm(form);

  const onSubmit = async ({ email }: NewsletterFormValues) => {
    setOutcome(null);
    try {
      await subscribeNewsletter({ email });
      reset({ email: '', captcha: '' });
      captcha.renew();
      setOutcome({ ok: true });
    } catch (error) {
      captcha.reset();
      setOutcome({ ok: false, message: failureMessage(error) });
    }
  };

  return (
    // The page around the form gives it its heading and explanation.
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Suscripción a la newsletter">
      <Stack gap="sm">
        {outcome?.ok && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
            <Text size="sm" fw={600}>
              {NEWSLETTER_SUBSCRIBE_SUCCESS}
            </Text>
            <Text size="sm">Le hemos enviado un correo electrónico: confirme la suscripción desde el enlace que contiene.</Text>
          </Alert>
        )}
        <FailureAlert message={outcome && !outcome.ok ? outcome.message : null} />
        <TextInput
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        {captcha.field}
        <Button type="submit" loading={isSubmitting}>
          Suscribirme
        </Button>
      </Stack>
    </form>
  );
}
