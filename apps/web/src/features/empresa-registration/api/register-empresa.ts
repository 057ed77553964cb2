import { EMPRESA_REGISTRATION_SUCCESS, type EmpresaRegistrationForm } from '@cumplia/shared/schemas/empresa';
import { apiRequest } from '../../../lib/api-client';

/** Company creation takes longer than a plain call (spec 1 §9: 30 s). */
export const REGISTER_TIMEOUT_MS = 30_000;

/**
 * POST {core}/empresas/register: public, so no Authorization header; the captcha solution travels
 * in X-CAPTCHA-AUTH. Any 2xx means the company exists, so the answer's message is read leniently
 * rather than failing a registration that happened.
 */
export async function registerEmpresa(input: EmpresaRegistrationForm): Promise<{ message: string }> {
  const answer = await apiRequest<unknown>('/cumplia-core/empresas/register', {
    method: 'POST',
    body: input,
    authenticated: false,
    timeout: REGISTER_TIMEOUT_MS,
  });
  const message = (answer as { message?: unknown } | null)?.message;
  return { message: typeof message === 'string' && message ? message : EMPRESA_REGISTRATION_SUCCESS };
}
