import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * The Content-Security-Policy of every answer (docs/decisions/0037). Scripts only from the server
 * itself — no inline script, no eval — and the captcha's worker likewise. Styles also allow inline:
 * Mantine writes its theme as a <style> element at run time and its components set `style`
 * attributes, which a nonce cannot cover for a static index.html; a style cannot run code.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'worker-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'"],
  // The outbox shows e-mails in a sandboxed srcdoc frame; nothing else is framed.
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

/** Browser features no screen uses, switched off for the page and anything it could embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** Two years, with subdomains: what the HSTS preload list asks for. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Browser headers on every answer (ASVS 5.0 chapter 3, web frontend security): the CSP above,
 * `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer` (a signing page's URL holds
 * its token), `X-Frame-Options: DENY` beside `frame-ancestors 'none'` for old browsers,
 * cross-origin isolation of windows and resources, a Permissions-Policy, and HSTS on answers
 * to requests that came over HTTPS (directly, or through a trusted proxy's X-Forwarded-Proto):
 * a browser ignores HSTS over plain HTTP, and a server reached by HTTP on a LAN must stay usable.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      referrerPolicy: { policy: 'no-referrer' },
      frameguard: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      hsts: false,
    });
    app.addHook('onSend', async (request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    });
  },
  { name: 'security-headers' },
);
