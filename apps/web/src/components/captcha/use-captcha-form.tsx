import { ERROR_MESSAGES } from '@cumplia/shared/errors';
import { useRef, useState, type ReactElement } from 'react';
import type { FieldErrors, FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { CaptchaField, type CaptchaFieldHandle } from './captcha-field';

/** The form field that holds the solved captcha: empty until "Verificado" ("Por favor, completa el captcha."). */
export const captchaSolutionField = z.string().min(1, ERROR_MESSAGES.CAPTCHA_REQUIRED);

type CaptchaValues = { captcha: string };

export type CaptchaForm = {
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
 * The captcha of a public form. With a form, the solution goes into its `captcha` field (so the
 * schema asks for it, with the shared text) and the field shows that field's error; without one,
 * the screen reads `solved` (registration opens its fields only then).
 */
export function useCaptchaForm<Values extends FieldValues & CaptchaValues, Output>(
  form?: UseFormReturn<Values, unknown, Output>,
): CaptchaForm {
  const ref = useRef<CaptchaFieldHandle>(null);
  const [key, setKey] = useState(0);
  const [solved, setSolved] = useState(false);

  const onChange = (payload: string | null) => {
    setSolved(payload !== null);
    form?.setValue('captcha' as Path<Values>, (payload ?? '') as PathValue<Values, Path<Values>>, { shouldValidate: payload !== null });
  };
  const error = form ? (form.formState.errors as FieldErrors<CaptchaValues>).captcha?.message : undefined;

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
