import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokenSigner } from './access-tokens.ts';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const user = { id: 'u-1', sessionId: 's-1', username: '12345678Z', name: 'Ana', roles: ['ROLE_CUMPLIA' as const], gestoriaIds: ['g-1'], empresaIds: [] };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const signed = (header: unknown, claims: unknown, secret = SECRET) => {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
};
const now = () => Math.floor(Date.now() / 1000);
const claims = (overrides: Record<string, unknown> = {}) => ({ sub: 'u-1', sid: 's-1', username: '12345678Z', name: 'Ana', roles: ['ROLE_CUMPLIA'], gestoriaIds: [], empresaIds: [], iss: 'cumplia', iat: now(), exp: now() + 60, ...overrides });
const HS256 = { alg: 'HS256', typ: 'JWT' };

describe('access tokens', () => {
  const signer = createAccessTokenSigner(SECRET, 900);

  it('verifies what it signs, with the claims the access policy reads', async () => {
    expect(await signer.verify(await signer.sign(user))).toEqual(user);
  });

  it('refuses a token signed with another secret, a changed payload or a changed signature', async () => {
    expect(await signer.verify(signed(HS256, claims(), 'another-secret-of-at-least-thirty-two-chars'))).toBeNull();
    const [header, , signature] = (await signer.sign(user)).split('.');
    expect(await signer.verify(`${header}.${b64(claims({ roles: ['ROLE_CUMPLIA', 'ROLE_CUMPLIA_WORKER'] }))}.${signature}`)).toBeNull();
    expect(await signer.verify(`${header}.${b64(claims())}.${signature!.slice(0, -2)}`)).toBeNull();
  });

  it('refuses any other header: alg none, another algorithm, a crit extension', async () => {
    expect(await signer.verify(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`)).toBeNull();
    expect(await signer.verify(signed({ alg: 'HS512', typ: 'JWT' }, claims()))).toBeNull();
    expect(await signer.verify(signed({ alg: 'HS256', typ: 'JWT', crit: ['b64'] }, claims()))).toBeNull();
  });

  it('refuses an expired token, another issuer, no subject and malformed input', async () => {
    expect(await signer.verify(signed(HS256, claims({ exp: now() - 1 })))).toBeNull();
    expect(await signer.verify(signed(HS256, claims({ exp: undefined })))).toBeNull();
    expect(await signer.verify(signed(HS256, claims({ iss: 'other' })))).toBeNull();
    expect(await signer.verify(signed(HS256, claims({ sub: undefined })))).toBeNull();
    // Every token belongs to a session, which can end (decision 0037): one without is not ours.
    expect(await signer.verify(signed(HS256, claims({ sid: undefined })))).toBeNull();
    expect(await signer.verify(signed(HS256, claims({ sid: '' })))).toBeNull();
    expect(await signer.verify(signed(HS256, [1, 2]))).toBeNull();
    expect(await signer.verify('not-a-token')).toBeNull();
    expect(await signer.verify(`${(await signer.sign(user))}.extra`)).toBeNull();
  });

  it('refuses a token it verified before once that token has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const shortLived = createAccessTokenSigner(SECRET, 60);
    const token = await shortLived.sign(user);
    expect(await shortLived.verify(token)).toEqual(user);
    vi.setSystemTime(Date.now() + 30_000);
    expect(await shortLived.verify(token)).toEqual(user);
    vi.setSystemTime(Date.now() + 31_000);
    expect(await shortLived.verify(token)).toBeNull();
    // A token is known by its whole text: the same claims under another signature are not.
    vi.setSystemTime(Date.now() - 61_000);
    expect(await shortLived.verify(`${token.slice(0, token.lastIndexOf('.'))}.${'A'.repeat(43)}`)).toBeNull();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes on only the known roles', async () => {
    const verified = await signer.verify(signed(HS256, claims({ roles: ['ROLE_CUMPLIA', 'ROLE_ROOT'] })));
    expect(verified?.roles).toEqual(['ROLE_CUMPLIA']);
  });
});
