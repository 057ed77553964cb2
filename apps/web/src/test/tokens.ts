function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

type TokenOptions = {
  roles?: string[] | string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  name?: string;
};

/** An unsigned JWT with the claims the web reads: enough for the browser, which never verifies. */
export function makeToken({ roles = [], expiresIn = 600, name = 'Ana García' }: TokenOptions = {}): string {
  const payload = {
    sub: 'user-1',
    username: '12345678Z',
    name,
    roles,
    exp: Math.floor(Date.now() / 1000) + expiresIn,
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}
