import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

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
