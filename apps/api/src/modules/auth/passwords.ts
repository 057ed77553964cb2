import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { WEAK_PASSWORD_MESSAGES } from '@cumplia/shared/schemas/auth';
import { badRequest } from '../../lib/app-error.ts';

/** argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most one hash per core at a time; the others wait their turn here. More at once make each
 * slower (19 MiB apiece thrash the caches) and fill libuv's thread pool, where the Web Crypto and
 * file work of every other request would queue behind them.
 */
const slots = availableParallelism();
let running = 0;
const waiting: Array<() => void> = [];

async function oneAtATimePerCore<T>(work: () => Promise<T>): Promise<T> {
  if (running < slots) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve)); // the slot is handed over on release
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * The most used passwords of eight characters or more (zxcvbn-ts's list of common passwords, drawn
 * from leaked-password corpora: 17,950 of its 49,233 reach the forms' minimum length), lower-cased.
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].filter((password) => password.length >= 8));

/**
 * Refuses, as a 400 on `field`, a new password an attacker would try first: one of the most used, or
 * one holding the account's NIF (NIST SP 800-63B §5.1.1.2; OWASP ASVS 2.1.7). Nothing is checked
 * against the account, so it is answered before any code is compared or counted.
 */
export function refuseWeakPassword(password: string, username: string, field: string): void {
  const lowered = password.toLowerCase();
  const reason = COMMON_PASSWORDS.has(lowered)
    ? WEAK_PASSWORD_MESSAGES.common
    : username !== '' && lowered.includes(username.toLowerCase())
      ? WEAK_PASSWORD_MESSAGES.containsNif
      : undefined;
  if (reason) throw badRequest('VALIDATION_ERROR', reason, { [field]: reason });
}

export function hashPassword(password: string): Promise<string> {
  return oneAtATimePerCore(() => hash(password, ARGON2_OPTIONS));
}

/**
 * A hash of a password nobody knows, verified when the user does not exist or has no password,
 * so that the answer takes the same time either way (no user enumeration by timing).
 */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('cumplia-decoy-password-for-constant-time');
  const target = passwordHash ?? (await decoyHash);
  const matches = await oneAtATimePerCore(() => verify(target, password)).catch(() => false);
  return passwordHash !== null && matches;
}
