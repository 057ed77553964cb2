import { ERROR_MESSAGES } from '@cumplia/shared/errors';
import { CONTACT_SUCCESS, contactRequestSchema } from '@cumplia/shared/schemas/contact';
import { Anchor, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, Textarea, TextInput, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import { captchaSolutionField, useCaptchaForm } from '../../../components/captcha/use-captcha-form';
import { EmailInput } from '../../../components/forms/email-input';
import { SubmitButton } from '../../../components/forms/submit-button';
import { fieldMessagesOf, isCaptchaError } from '../../../lib/error-message';
import { sendContactMessage } from '../api/send-contact-message';

export const CONTACT_FAILURE = 'Error al enviar el formulario';

const contactFormSchema = contactRequestSchema.extend({
  // The box starts unticked: a boolean on screen, the shared rule (and its text) once sent.
  privacidad: z.boolean().pipe(contactRequestSchema.shape.privacidad),
  captcha: captchaSolutionField,
});
type ContactFormInput = z.input<typeof contactFormSchema>;
type ContactFormValues = z.output<typeof contactFormSchema>;

const EMPTY_FORM: ContactFormInput = { name: '', city: '', email: '', phone: '', message: '', privacidad: false, captcha: '' };
const FIELDS = ['name', 'city', 'email', 'phone', 'message'] as const;

type Outcome = { ok: true } | { ok: false; detail?: string };

/** The contact form of spec 1 §2.4; the outcome is shown in a dialog. */
/** `privacyNotice`: what the visitor is told of the data before sending them (RGPD art. 13), composed by the page. */
export function ContactForm({ privacyNotice }: { privacyNotice: ReactNode }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { form, captcha, send } = useCaptchaForm({ schema: contactFormSchema, defaultValues: EMPTY_FORM });
  const { register } = form;
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async ({ captcha: _captcha, ...message }: ContactFormValues) => {
    const sent = await send(() => sendContactMessage(message), { emptyAfter: true });
    if (sent.ok) {
      setOutcome({ ok: true });
      return;
    }
    const fields = fieldMessagesOf(sent.error);
    for (const field of FIELDS) {
      if (fields[field]) form.setError(field, { message: fields[field] });
    }
    setOutcome({ ok: false, detail: isCaptchaError(sent.error) ? ERROR_MESSAGES.CAPTCHA_INVALID : undefined });
  };

  return (
    <>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Nombre" autoComplete="name" withAsterisk error={errors.name?.message} {...register('name')} />
            <TextInput label="Ciudad" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
            <EmailInput withAsterisk error={errors.email?.message} {...register('email')} />
            <TextInput
              label="Teléfono"
              type="tel"
              autoComplete="tel"
              withAsterisk
              error={errors.phone?.message}
              {...register('phone')}
            />
          </SimpleGrid>
          <Textarea
            label="Mensaje"
            rows={6}
            resize="vertical"
            withAsterisk
            error={errors.message?.message}
            {...register('message')}
          />
          <Checkbox
            label={
              <>
                He leído y acepto la{' '}
                <Anchor href="/aviso-legal" target="_blank" rel="noopener noreferrer" inherit underline="always">
                  política de privacidad
                  <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
                </Anchor>
              </>
            }
            error={errors.privacidad?.message}
            {...register('privacidad')}
          />
          {privacyNotice}
          {captcha.field}
          <SubmitButton loading={isSubmitting} placement="end">
            Enviar
          </SubmitButton>
        </Stack>
      </form>
      <Modal opened={outcome !== null} onClose={() => setOutcome(null)} title={outcome?.ok ? 'Mensaje enviado' : 'No se pudo enviar'}>
        {outcome && (
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon color={outcome.ok ? 'teal' : 'red'} variant="light" radius="xl" size={32}>
                {outcome.ok ? <IconCircleCheck size={20} /> : <IconAlertCircle size={20} />}
              </ThemeIcon>
              <Stack gap={4}>
                <Text fw={600}>{outcome.ok ? CONTACT_SUCCESS : CONTACT_FAILURE}</Text>
                {outcome.ok && <Text size="sm">Le responderemos lo antes posible.</Text>}
                {!outcome.ok && outcome.detail && <Text size="sm">{outcome.detail}</Text>}
              </Stack>
            </Group>
            <Group justify="flex-end">
              <Button onClick={() => setOutcome(null)}>Cerrar</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
