import { firmaContratoSchema } from '@cumplia/shared/schemas/contrato';
import { AppError } from '../../lib/app-error.ts';
import { publicFormRateLimit } from '../../lib/http.ts';
import type { ServerDrawnPage } from '../../lib/web-renderer.ts';
import { clientOf, tokenParams } from './contratos.routes.ts';
import type { ContratosService } from './contratos.service.ts';

/**
 * A signing link's page (/firma/{token}, opened from an SMS, often on a phone) drawn by the server
 * with its contract (decision 0072): the contract is readable once the page and its styles have
 * arrived, before the app's scripts. Opening it is what GET {core}/firma/{token} does — the same
 * answer, the same "ABIERTO" evidence with this request's address and browser — and the page carries
 * that answer, so the app does not ask again. A link that is unknown, expired, annulled or already
 * signed in a way the call refuses is sent as built: the app makes the call and says why.
 */
export function firmaPage(contratos: ContratosService, rateLimitPerMinute: number): ServerDrawnPage {
  return {
    path: '/firma/:token',
    rateLimit: publicFormRateLimit(rateLimitPerMinute),
    async draw(params, request, renderer) {
      // A token the calls would refuse with a 400: the page as built, whose call says so.
      const parsed = tokenParams.safeParse(params);
      if (!parsed.success) return undefined;
      const { token } = parsed.data;
      try {
        const contrato = firmaContratoSchema.parse(await contratos.open(token, clientOf(request)));
        return await renderer.drawSigningPage(token, contrato);
      } catch (error) {
        if (error instanceof AppError) return undefined;
        throw error;
      }
    },
  };
}
