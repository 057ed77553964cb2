import type { Executor } from '../../db/database.ts';
import type { OneTimeCodePurpose } from '../../db/schema/index.ts';
import { countFailedAttempt, consumeCode, findLiveCode, replaceCodes } from './codes.repository.ts';
import { equalHex, hmacHex, randomDigits } from '../../lib/crypto.ts';

export const CODE_POLICIES: Record<OneTimeCodePurpose, { digits: number; ttlMinutes: number; maxAttempts: number }> = {
  ACCOUNT_VERIFICATION: { digits: 6, ttlMinutes: 7 * 24 * 60, maxAttempts: 5 },
  PASSWORD_RESET: { digits: 6, ttlMinutes: 60, maxAttempts: 5 },
  SIGNATURE: { digits: 6, ttlMinutes: 10, maxAttempts: 3 },
};

export interface OneTimeCodes {
  /** Issues a fresh code (the previous one of that purpose stops working) and returns it in clear. */
  issue(tx: Executor, userId: string, purpose: OneTimeCodePurpose): Promise<string>;
  /** The same for many users in one statement; the codes in the order of `userIds`. */
  issueMany(tx: Executor, userIds: string[], purpose: OneTimeCodePurpose): Promise<string[]>;
  /**
   * Checks a code outside any transaction: a wrong one spends an attempt (kept even when the
   * caller then fails); the right one gives the id to `consume`.
   */
  match(userId: string, purpose: OneTimeCodePurpose, code: string): Promise<string | null>;
  /** Uses the matched code up, in the caller's transaction; false if it was used meanwhile. */
  consume(tx: Executor, codeId: string): Promise<boolean>;
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

    async match(userId, purpose, code) {
      const live = await findLiveCode(deps.db, userId, purpose);
      if (!live) return null;
      if (!equalHex(live.codeHash, digest(userId, purpose, code.trim()))) {
        await countFailedAttempt(deps.db, live.id);
        return null;
      }
      return live.id;
    },

    consume: (tx, codeId) => consumeCode(tx, codeId),
  };
}
