import { passwordRecoveryRequestSchema } from '@cumplia/shared/schemas/auth';

/**
 * The user's NIF of a password recovery request (both its forms, `{nif}` and `{email}`, hold the
 * same), required with the page's own text: spec 1 §5 words it differently on each page.
 */
export function recoveryNifField(requiredMessage: string) {
  return passwordRecoveryRequestSchema.shape.nif
    .unwrap()
    .min(1, requiredMessage)
    .overwrite((value) => value.toUpperCase());
}
