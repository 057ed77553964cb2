import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR_MESSAGES } from '@cumplia/shared/errors';
import { useRef, useState, type ReactElement } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { CaptchaField, type CaptchaFieldHandle } from './captcha-field';

/** The form field that holds the solved captcha: empty until "Verificado" ("Por favor, complete el captcha."). */
export const captchaSolutionField = z.string().min(1, ERROR_MESSAGES.CAPTCHA_REQUIRED);

type CaptchaValues = { captcha: string };

export type Captcha = {
  /** The "No soy un robot" box, wired to the form. */
  field: ReactElement;
  /** True once the captcha is solved, until it is reset or renewed. */
  solved: boolean;
  /** After a failed submission: the solution was spent, the person solves it again. */
  reset: () => void;
  /** After a successful submission, with the form emptied: a fresh captcha box. */
  renew: () => void;
};

/**
 * The captcha box of a public form. With a form, the solution goes into its `captcha` field (so the
 * schema asks for it, with the shared text) and the box shows that field's error; without one, the
 * screen reads `solved` and says when the box must be ticked (`unsolvedError`). Forms with a `captcha` field
 * use useCaptchaForm, which builds on this.
 */
export function useCaptcha<Values extends FieldValues & CaptchaValues, Output>(form?: UseFormReturn<Values, unknown, Output>, unsolvedError?: string): Captcha {
  const ref = useRef<CaptchaFieldHandle>(null);
  const [key, setKey] = useState(0);
  const [solved, setSolved] = useState(false);

  const onChange = (payload: string | null) => {
    setSolved(payload !== null);
    form?.setValue('captcha' as Path<Values>, (payload ?? '') as PathValue<Values, Path<Values>>, { shouldValidate: payload !== null });
  };
  const error = form ? (form.formState.errors as FieldErrors<CaptchaValues>).captcha?.message : solved ? undefined : unsolvedError;

  return {
    field: <CaptchaField key={key} ref={ref} onChange={onChange} error={error} />,
    solved,
    reset: () => ref.current?.reset(),
    renew: () => {
      setKey((current) => current + 1);
      setSolved(false);
    },
  };
}

/** What a send through the captcha gave: the call's answer, or what it threw. */
export type Sent<T> = { ok: true; value: T } | { ok: false; error: unknown };

export type CaptchaForm<Input extends FieldValues, Output> = {
  form: UseFormReturn<Input, unknown, Output>;
  captcha: Captcha;
  /**
   * Makes the call the captcha was solved for. A failure spends the solution: the box goes back to
   * "No soy un robot". With `emptyAfter`, a success empties the form (its default values) and shows
   * a fresh box, for forms that may be sent again.
   */
  send: <T>(call: () => Promise<T>, options?: { emptyAfter?: boolean }) => Promise<Sent<T>>;
  /** How the last send went, from its end until the next one starts: for forms that say it on the page. */
  lastSent: Sent<unknown> | null;
};

type CaptchaFormOptions<Input extends FieldValues & CaptchaValues, Output> = {
  /** The form's schema: a shared request schema with `captcha: captchaSolutionField` added. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
};

/** A public form guarded by the captcha: the react-hook-form form checked by `schema`, its captcha box, and the send. */
export function useCaptchaForm<Input extends FieldValues & CaptchaValues, Output>({
  schema,
  defaultValues,
}: CaptchaFormOptions<Input, Output>): CaptchaForm<Input, Output> {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const captcha = useCaptcha(form);
  const [lastSent, setLastSent] = useState<Sent<unknown> | null>(null);

  const send = async <T,>(call: () => Promise<T>, { emptyAfter = false } = {}): Promise<Sent<T>> => {
    setLastSent(null);
    let sent: Sent<T>;
    try {
      sent = { ok: true, value: await call() };
      if (emptyAfter) {
        form.reset();
        captcha.renew();
      }
    } catch (error) {
      captcha.reset();
      sent = { ok: false, error };
    }
    setLastSent(sent);
    return sent;
  };

  return { form, captcha, send, lastSent };
}
