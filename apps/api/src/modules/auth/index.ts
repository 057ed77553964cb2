import { passwordRecoveryJob } from '../../jobs/password-recovery.job.ts';
import { jobWorker } from '../../jobs/queue.ts';
import { API_PREFIXES, defineModule, mount } from '../manifest.ts';
import { accountVerificationEmail } from './account-verification-email.ts';
import { createAccountsService, type AccountsService } from './accounts.service.ts';
import { authRoutes } from './auth.routes.ts';
import { currentUserRoutes } from './current-user.routes.ts';
import { createOneTimeCodes, type OneTimeCodes } from './one-time-codes.ts';
import { passwordRecoveryEmail } from './password-recovery-email.ts';
import { createPasswordRecoveryService, type PasswordRecoveryService } from './password-recovery.service.ts';
import { createSessionsService, type SessionsService } from './sessions.service.ts';

declare module '../manifest.ts' {
  interface AppServices {
    accounts: AccountsService;
    sessions: SessionsService;
    passwordRecovery: PasswordRecoveryService;
    oneTimeCodes: OneTimeCodes;
  }
}

/** Sign-in, sessions, accounts and their verification, password recovery (decisions 0003, 0004). */
export const authModule = defineModule({
  name: 'auth',
  provides: ['accounts', 'sessions', 'passwordRecovery', 'oneTimeCodes'],
  needs: ['outbox'],
  services({ db, unitOfWork, queue, config, secret, signer }, { outbox }) {
    const codes = createOneTimeCodes({ db, secret });
    return {
      oneTimeCodes: codes,
      accounts: createAccountsService({ db, unitOfWork, config, codes, outbox }),
      sessions: createSessionsService({ db, config, signer }),
      passwordRecovery: createPasswordRecoveryService({ db, unitOfWork, config, codes, outbox, queue }),
    };
  },
  routes: (services, { config, avisos }) => [
    mount(API_PREFIXES.auth, authRoutes, {
      refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
      sessions: services.sessions,
      accounts: services.accounts,
      recovery: services.passwordRecovery,
      captcha: services.captcha,
      rateLimitPerMinute: config.PUBLIC_RATE_LIMIT_PER_MINUTE,
    }),
    mount(API_PREFIXES.core, currentUserRoutes, { accounts: services.accounts, avisos }),
  ],
  jobs: ({ passwordRecovery }) => [jobWorker(passwordRecoveryJob, ({ identifier }) => passwordRecovery.sendResetEmail(identifier))],
  emails: () => [accountVerificationEmail, passwordRecoveryEmail],
  purge:
    ({ sessions, oneTimeCodes }) =>
    async () => {
      await sessions.purgeExpired();
      await oneTimeCodes.purgeExpired();
    },
});
