import { z } from 'zod';
import type { JobDefinition } from './queue.ts';
import type { CaptchaService } from '../modules/captcha/captcha.service.ts';

/** Forgets used captcha solutions once their challenge has expired (they can no longer be replayed). */
export function purgeExpiredJob(captcha: CaptchaService): JobDefinition<object> {
  return {
    name: 'purge-expired',
    payload: z.object({}),
    policy: 'stately',
    cron: '17 * * * *',
    handle: () => captcha.purgeExpired(),
  };
}
