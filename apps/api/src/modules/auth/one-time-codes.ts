import type { Executor } from '../../db/database.ts';
import type { OneTimeCodePurpose } from '../../db/schema/index.ts';
import {
  claimCodeAttempt,
  consumeCode,
  countRecentCodes,
  forgetCodeAttempts,
  lockCodeIssuing,
  purgeCodeAttempts,
  replaceCodes,
} from './codes.repository.ts';
import { equalHex, hmacHex, randomDigits } from '../../lib/crypto.ts';

export const CODE_POLICIES: Record<OneTimeCodePurpose, { digits: number; ttlMinutes: number; maxAttempts: number }> = {
  ACCOUNT_VERIFICATION: { digits: 6, ttlMinutes: 7 * 24 * 60, maxAttempts: 5 },
  PASSWORD_RESET: { digits: 6, ttlMinutes: 60, maxAttempts: 5 },
  SIGNATURE: { digits: 6, ttlMinutes: 10, maxAttempts: 3 },
};

/**
 * Caps per account (issue 24, decision 0038): attempts at its codes of one purpose, across every
 * code it is sent, in a day; and reset codes sent to it in an hour. Without them each new code came
 * with five fresh attempts, and anyone could ask for codes without end.
 */
export const CODE_ATTEMPTS_PER_WINDOW = 10;
export const CODE_ATTEMPT_WINDOW_HOURS = 24;
export const RESET_CODES_PER_HOUR = 3;

/** The user id an unknown username is checked against: no code has it, the statements are the same. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

export interface OneTimeCodes {
  /** Issues a fresh code (the previous one of that purpose stops working) and returns it in clear. */
  issue(tx: Executor, userId: string, purpose: OneTimeCodePurpose): Promise<string>;
  /** The same for many users in one statement; the codes in the order of `userIds`. */
  issueMany(tx: Executor, userIds: string[], purpose: OneTimeCodePurpose): Promise<string[]>;
  /**
   * Issues a code unless the user was sent `perHour` of that purpose in the last hour (then null),
   * counted under a lock held until the caller's transaction ends, so concurrent requests cannot
   * both pass the count.
   */
  issueCapped(tx: Executor, userId: string, purpose: OneTimeCodePurpose, perHour: number): Promise<string | null>;
  /**
   * Checks a code typed for `username`, whose account may not exist (`userId` undefined): the same
   * statement runs either way. The attempt is counted first, against the account's budget and the
   * live code's own attempts, atomically and outside any transaction (kept even when the caller
   * then fails); the right code gives the id to `consume`.
   */
  match(username: string, userId: string | undefined, purpose: OneTimeCodePurpose, code: string): Promise<string | null>;
  /** Uses the matched code up, in the caller's transaction, and clears the account's attempts; false if it was used meanwhile. */
  consume(tx: Executor, codeId: string, username: string, purpose: OneTimeCodePurpose): Promise<boolean>;
  /** Forgets attempt budgets whose window has ended (the hourly purge). */
  purgeExpired(): Promise<void>;
}

export function createOneTimeCodes(deps: { db: Executor; secret: string }): OneTimeCodes {
  const key = `codes:${deps.secret}`;
  const digest = (userId: string, purpose: string, code: string) => hmacHex(key, `${userId}:${purpose}:${code}`);

  async function issueMany(tx: Executor, userIds: string[], purpose: OneTimeCodePurpose): Promise<string[]> {
    const policy = CODE_POLICIES[purpose];
    const expiresAt = new Date(Date.now() + policy.ttlMinutes * 60_000);
    const codes = userIds.map(() => randomDigits(policy.digits));
    await replaceCodes(
      tx,
      purpose,
      userIds.map((userId, index) => ({ userId, purpose, codeHash: digest(userId, purpose, codes[index]!), expiresAt, maxAttempts: policy.maxAttempts })),
    );
    return codes;
  }

  return {
    async issue(tx, userId, purpose) {
      const [code] = await issueMany(tx, [userId], purpose);
      return code!;
    },

    issueMany,

    async issueCapped(tx, userId, purpose, perHour) {
      await lockCodeIssuing(tx, userId, purpose);
      if ((await countRecentCodes(tx, userId, purpose, 60)) >= perHour) return null;
      const [code] = await issueMany(tx, [userId], purpose);
      return code!;
    },

    async match(username, userId, purpose, code) {
      const subject = userId ?? NOBODY;
      const claimed = await claimCodeAttempt(deps.db, { username, userId: subject, purpose }, { budget: CODE_ATTEMPTS_PER_WINDOW, windowHours: CODE_ATTEMPT_WINDOW_HOURS });
      // Computed whether or not there is a code to compare it with: the same work either way.
      const typed = digest(subject, purpose, code.trim());
      return claimed && equalHex(claimed.codeHash, typed) ? claimed.id : null;
    },

    async consume(tx, codeId, username, purpose) {
      if (!(await consumeCode(tx, codeId))) return false;
      await forgetCodeAttempts(tx, username, purpose);
      return true;
    },

    purgeExpired: () => purgeCodeAttempts(deps.db, CODE_ATTEMPT_WINDOW_HOURS),
  };
}
