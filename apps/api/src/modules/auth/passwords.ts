import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * A hash of a password nobody knows, verified when the user does not exist or has no password,
 * so that the answer takes the same time either way (no user enumeration by timing).
 */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('cumplia-decoy-password-for-constant-time');
  const target = passwordHash ?? (await decoyHash);
  const matches = await verify(target, password).catch(() => false);
  return passwordHash !== null && matches;
}
