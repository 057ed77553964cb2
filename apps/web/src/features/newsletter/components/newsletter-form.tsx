import { zodResolver } from '@hookform/resolvers/zod';
import { NEWSLETTER_SUBSCRIBE_SUCCESS, newsletterSubscribeSchema } from '@cumplia/shared/schemas/newsletter';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CaptchaField, type CaptchaFieldHandle } from '../../../components/captcha/captcha-field';
import { fieldMessagesOf } from '../../../lib/error-message';
import { subscribeNewsletter } from '../api/subscribe-newsletter';

export const NEWSLETTER_FAILURE = 'Error al enviar la suscripción';

const newsletterFormSchema = newsletterSubscribeSchema.extend({
  captcha: z.string().min(1, 'Por favor, completa el captcha.'),
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
  const captchaRef = useRef<CaptchaFieldHandle>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterFormInput, unknown, NewsletterFormValues>({
    resolver: zodResolver(newsletterFormSchema),
    defaultValues: { email: '', captcha: '' },
  });

  const onSubmit = async ({ email }: NewsletterFormValues) => {
    setOutcome(null);
    try {
      await subscribeNewsletter({ email });
      reset({ email: '', captcha: '' });
      setCaptchaKey((key) => key + 1);
      setOutcome({ ok: true });
    } catch (error) {
      captchaRef.current?.reset();
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
        {outcome && !outcome.ok && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {outcome.message}
          </Alert>
        )}
        <TextInput
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <CaptchaField
          key={captchaKey}
          ref={captchaRef}
          onChange={(payload) => setValue('captcha', payload ?? '', { shouldValidate: payload !== null })}
          error={errors.captcha?.message}
        />
        <Button type="submit" loading={isSubmitting}>
          Suscribirme
        </Button>
      </Stack>
    </form>
  );
}
