import fp from 'fastify-plugin';
import type { FastifyRequest, RouteOptions } from 'fastify';
import { ALL_ROLES, type Role } from '@cumplia/shared/enums';
import { AppError } from '../lib/app-error.ts';

/** Who may call a route: anyone, or a user holding at least one of the roles. */
export type Access = 'public' | readonly [Role, ...Role[]];

export interface AuthenticatedUser {
  id: string;
  /** The session (refresh-token family) the access token belongs to; refused once it has ended. */
  sessionId: string;
  username: string;
  name: string;
  roles: Role[];
  gestoriaIds: string[];
  empresaIds: string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route with its declared access, for the access-policy test and the docs. */
    accessTable(): Array<{ method: string; url: string; access: Access | undefined }>;
  }
  interface FastifyRequest {
    /** The caller, when a valid access token came with the request. */
    user: AuthenticatedUser | null;
  }
}

/** The caller as services read it: who, with which roles and links (not the session). */
export type Caller = Omit<AuthenticatedUser, 'sessionId'>;

export interface AccessPolicyOptions {
  /** Verifies a bearer token: null when it is invalid, expired or its session ended; a promise when that takes a query. */
  verifyToken(token: string): AuthenticatedUser | null | Promise<AuthenticatedUser | null>;
}

function describe(route: RouteOptions): string {
  const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
  return `${methods} ${route.url}`;
}

function isValidAccess(access: unknown): access is Access {
  if (access === 'public') return true;
  return Array.isArray(access) && access.length > 0 && access.every((role) => ALL_ROLES.includes(role));
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/**
 * Fail-closed access control (Pundit's verify_authorized): every route must declare `config.access`;
 * the server refuses to start otherwise. Each request is checked against the declaration before
 * its body is even parsed.
 */
export const accessPolicyPlugin = fp<AccessPolicyOptions>(async (app, options) => {
  const routes: RouteOptions[] = [];
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.decorate('accessTable', () =>
    routes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
        method: String(method),
        url: route.url,
        access: route.config?.access,
      })),
    ),
  );

  app.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => !isValidAccess(route.config?.access));
    if (undeclared.length > 0) {
      throw new Error(
        `Every route must declare who may call it (config.access). Missing on: ${undeclared.map(describe).join('; ')}`,
      );
    }
  });

  /** The refusal of a request whose caller is known, if it is refused. */
  function refusal(request: FastifyRequest): AppError | undefined {
    if (request.is404) return undefined;
    const access = request.routeOptions.config.access;
    if (access === 'public') return undefined;
    if (!access) return new AppError(403, 'SECURITY_ERROR');
    if (!request.user) return new AppError(401, 'UNAUTHENTICATED');
    if (!request.user.roles.some((role) => access.includes(role))) return new AppError(403, 'SECURITY_ERROR');
    return undefined;
  }

  // Synchronous when the token is checked without a query (the usual case): an async hook costs a
  // promise and a turn of the microtask queue on every request (decision 0065).
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request);
    const user = token ? options.verifyToken(token) : null;
    const decide = (caller: AuthenticatedUser | null) => {
      request.user = caller;
      const refused = refusal(request);
      if (refused) done(refused);
      else done();
    };
    if (user instanceof Promise) user.then(decide, done);
    else decide(user);
  });
});

/** The caller of a route whose access excludes 'public'. */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError(401, 'UNAUTHENTICATED');
  return request.user;
}
