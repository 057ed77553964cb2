import { defineModule } from '../manifest.ts';
import { createCaptchaService, type CaptchaService } from './captcha.service.ts';

declare module '../manifest.ts' {
  interface AppServices {
    captcha: CaptchaService;
  }
}

/** The self-hosted proof-of-work captcha of the public forms (decision 0005); its routes are the auth module's. */
export const captchaModule = defineModule({
  name: 'captcha',
  provides: ['captcha'],
  services: ({ db, secret, config }) => ({
    captcha: createCaptchaService({ db, secret, maxNumber: config.CAPTCHA_MAX_NUMBER, ttlSeconds: config.CAPTCHA_TTL_SECONDS }),
  }),
  purge: ({ captcha }) => () => captcha.purgeExpired(),
});
