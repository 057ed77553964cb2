import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Set by a route sending one of the web build's files that is not a document (a script, a style
     * sheet, an image; not a worker's script, which takes its CSP from its own answer): it carries
     * SUBRESOURCE_HEADERS instead of SECURITY_HEADERS.
     */
    subresource: boolean;
  }
}

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
 * The headers helmet writes with our options, read once at start: none depends on the request, and
 * @fastify/helmet built its middleware (and parsed the CSP) again on every request (decision 0065).
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    hsts: false,
  })({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** What every answer carries, whatever it is. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = { ...helmetHeaders(), 'permissions-policy': PERMISSIONS_POLICY };

/**
 * What a script, style sheet or image of the build carries: no sniffing of its type, and no other
 * site may load it. The rest of SECURITY_HEADERS (the CSP, framing, referrer, permissions, window
 * isolation) applies to documents and workers only, and on these files was ~0.8 KiB of every
 * answer: on a phone at 1.6 Mbps, 40 files of the signing page paid 0.16 s for it (decision 0070).
 */
export const SUBRESOURCE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': SECURITY_HEADERS['x-content-type-options']!,
  'cross-origin-resource-policy': SECURITY_HEADERS['cross-origin-resource-policy']!,
};

/**
 * Browser headers on every answer (ASVS 5.0 chapter 3, web frontend security): the CSP above,
 * `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer` (a signing page's URL holds
 * its token), `X-Frame-Options: DENY` beside `frame-ancestors 'none'` for old browsers,
 * cross-origin isolation of windows and resources, a Permissions-Policy, and HSTS on answers
 * to requests that came over HTTPS (directly, or through a trusted proxy's X-Forwarded-Proto):
 * a browser ignores HSTS over plain HTTP, and a server reached by HTTP on a LAN must stay usable.
 * Set as each answer is sent, so that errors, refusals and pages carry them as well; the build's
 * scripts, styles and images carry only the two that apply to them (SUBRESOURCE_HEADERS).
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    app.decorateReply('subresource', false);
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.headers(reply.subresource ? SUBRESOURCE_HEADERS : SECURITY_HEADERS);
      if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
