import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * What a route works on for its caller, taken from the access token once per request:
 * - `gestoria`: the caller's gestoría, read before the handler (GESTORIA_NOT_FOUND when the token
 *   names none or it is gone);
 * - `gestoria-from-token`: the same gestoría, not read up front (the company lists, decision 0014):
 *   the route reads it only when its answer depends on it;
 * - `empresa`: the caller's company (404 when the token names none).
 */
export type Scope = 'gestoria' | 'gestoria-from-token' | 'empresa';

export interface ScopedGestoria {
  id: string;
  nombreComercial: string;
  razonSocial: string;
  nifCif: string;
}

export interface GestoriaScope {
  readonly id: string;
  /** The gestoría's row, read once per request; GESTORIA_NOT_FOUND when it is gone. */
  read(): Promise<ScopedGestoria>;
  /**
   * A page of the gestoría's own rows (companies, invoices, renewals, files), as it is; when empty,
   * GESTORIA_NOT_FOUND if the gestoría is gone. Its rows go with it, so only an empty page needs the
   * read: a list is one round trip to the database (decision 0014).
   */
  ownPage<Page extends { totalElements: number }>(page: Page): Promise<Page>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    scope?: Scope;
  }
  interface FastifyRequest {
    /** Set before the handler on routes that declare `config.scope`. */
    scope: { gestoria?: GestoriaScope; empresaId?: string } | null;
  }
}

export interface RequestScopeOptions {
  findGestoria(id: string): Promise<ScopedGestoria | undefined>;
}

/**
 * Resolves the caller's gestoría or company once per request, right after the access check and
 * before the body is parsed, for the routes that declare `config.scope`.
 */
export const requestScopePlugin = fp<RequestScopeOptions>(
  async (app, options) => {
    app.decorateRequest('scope', null);

    // Synchronous unless the gestoría is read up front: an async hook costs a promise and a turn of
    // the microtask queue on every request (decision 0065). A thrown error is the refusal.
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.is404) return done();
      const scope = request.routeOptions.config.scope;
      if (!scope || !request.user) return done();
      if (scope === 'empresa') {
        const empresaId = request.user.empresaIds[0];
        if (!empresaId) throw new AppError(404, 'NOT_FOUND', 'No tiene una empresa asociada.');
        request.scope = { empresaId };
        return done();
      }
      const gestoriaId = request.user.gestoriaIds[0];
      if (!gestoriaId) throw new AppError(403, 'GESTORIA_NOT_FOUND');
      let read: Promise<ScopedGestoria> | undefined;
      const gestoria: GestoriaScope = {
        id: gestoriaId,
        read: () =>
          (read ??= options.findGestoria(gestoriaId).then((found) => {
            if (!found) throw new AppError(403, 'GESTORIA_NOT_FOUND');
            return found;
          })),
        ownPage: async (page) => {
          if (page.totalElements === 0) await gestoria.read();
          return page;
        },
      };
      request.scope = { gestoria };
      if (scope !== 'gestoria') return done();
      gestoria.read().then(() => done(), done);
    });
  },
  // Registered after the access policy, whose onRequest hook sets request.user.
  { name: 'request-scope' },
);

/** The caller's gestoría, on a route with `scope: 'gestoria'` or `'gestoria-from-token'`. */
export function scopedGestoria(request: FastifyRequest): GestoriaScope {
  const gestoria = request.scope?.gestoria;
  if (!gestoria) throw new Error(`${request.routeOptions.url} declares no gestoría scope`);
  return gestoria;
}

/** The caller's company, on a route with `scope: 'empresa'`. */
export function scopedEmpresaId(request: FastifyRequest): string {
  const empresaId = request.scope?.empresaId;
  if (!empresaId) throw new Error(`${request.routeOptions.url} declares no company scope`);
  return empresaId;
}
