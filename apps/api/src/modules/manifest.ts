import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Aviso } from '@cumplia/shared/schemas/avisos';
import type { DatosPersonalesSeccion, Interesado } from '@cumplia/shared/schemas/datos-personales';
import type { Proveedor } from '@cumplia/shared/schemas/proveedor';
import type { Config } from '../config.ts';
import type { Database, RawSql } from '../db/database.ts';
import type { UnitOfWorkRunner } from '../db/unit-of-work.ts';
import type { EventListener } from '../events/listen.ts';
import type { BulkWork } from '../jobs/bulk-work.ts';
import type { JobQueue, JobWorker } from '../jobs/queue.ts';
import type { PersonalDataSource } from '../lib/datos-personales.ts';
import type { ServerDrawnPage } from '../lib/web-renderer.ts';
import type { Caller } from '../plugins/access-policy.ts';
import type { AccessTokenSigner } from './auth/access-tokens.ts';
import type { AnyEmailTemplate, EmailTemplateRegistry } from './outbox/email-template.ts';

/**
 * The services of every module, by name. Each module adds its own from its index.ts:
 * `declare module '../manifest.ts' { interface AppServices { gestorias: GestoriasService } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each module's declaration
export interface AppServices {}
export type ServiceName = keyof AppServices;

/** The three path prefixes of the API (spec 0). */
export const API_PREFIXES = {
  core: '/api/cumplia-core',
  auth: '/api/cumplia-auth',
  mail: '/api/cumplia-mail',
} as const;

/**
 * Something that can ring the header bell for a user (spec 1 §1): its notice with how many things
 * wait, or null. The bell shows when any source rings, and lists each notice.
 */
export type BellSource = (user: Caller) => Promise<Aviso | null>;

/** What every module's factory may use: the server's foundations, never another module's internals. */
export interface ModuleContext {
  config: Config;
  db: Database;
  raw: RawSql;
  unitOfWork: UnitOfWorkRunner;
  queue: JobQueue;
  /** Bulk work someone is watching (a bulk upload), to which background work gives way. */
  bulkWork: BulkWork;
  log: FastifyBaseLogger;
  /** The server's own secret (signing keys, one-time codes, links). */
  secret: string;
  signer: AccessTokenSigner;
  /** The application's clock: every date a service records or prints is taken from it. */
  now: () => Date;
  /** Who provides the service: invoices, contracts, documents and the public pages print it. */
  proveedor: Proveedor;
  /** What rings the header bell for the user: every module's `bell` source that rings. */
  avisos: (user: Caller) => Promise<Aviso[]>;
  /** Every module's e-mail templates (`emails`), for the outbox to render what it delivers. */
  emailTemplates: EmailTemplateRegistry;
  /** What every module holds about one person (`personalData`), the sets with records only (RGPD art. 15). */
  datosPersonales: (interesado: Interesado) => Promise<DatosPersonalesSeccion[]>;
}

/** A route plugin mounted under one of the API's prefixes with its options. */
export interface RouteMount {
  prefix: string;
  plugin: FastifyPluginAsyncZod<object>;
  options: object;
}

export function mount<Options extends object>(prefix: string, plugin: FastifyPluginAsyncZod<Options>, options: Options): RouteMount {
  return { prefix, plugin: plugin as unknown as FastifyPluginAsyncZod<object>, options };
}

/**
 * What a module brings (its folder's index.ts): the services its factory makes (`provides`) from
 * the ones it `needs`, which are made first; its routes, job workers, e-mail templates, event
 * listeners, bell source, what it forgets periodically and what it does at start. Everything but the
 * factory runs once every service exists, and so may use any of them.
 */
export interface ModuleManifest<Provides extends ServiceName = never, Needs extends ServiceName = never> {
  /** The module's folder. */
  name: string;
  provides?: readonly Provides[];
  needs?: readonly Needs[];
  services?(context: ModuleContext, use: Pick<AppServices, Needs>): Pick<AppServices, Provides>;
  routes?(services: AppServices, context: ModuleContext): RouteMount[];
  /** The web pages the server draws with their data (lib/web-renderer.ts; decision 0072). */
  pages?(services: AppServices, context: ModuleContext): ServerDrawnPage[];
  /** Each of the module's job definitions (src/jobs/) bound to the service that does the work. */
  jobs?(services: AppServices, context: ModuleContext): JobWorker[];
  /** The e-mails it queues in the outbox, rendered when delivered (outbox/email-template.ts). */
  emails?(services: AppServices, context: ModuleContext): AnyEmailTemplate[];
  /** Its reactions to other modules' domain events (src/events/). */
  listeners?(services: AppServices, context: ModuleContext): EventListener[];
  bell?(services: AppServices): BellSource;
  /** What it holds about a person, for their access request (lib/datos-personales.ts). */
  personalData?(services: AppServices, context: ModuleContext): PersonalDataSource;
  /** What it forgets once expired: run by the hourly `purge-expired` job. */
  purge?(services: AppServices): () => Promise<unknown>;
  /** Work to do once the job queue runs (files or days a stopped server left behind). */
  onJobsStarted?(services: AppServices, context: ModuleContext): Promise<unknown>;
  /** What it records when the server is ready, and when it closes (before the database does). */
  onReady?(services: AppServices, context: ModuleContext): Promise<unknown>;
  onClose?(services: AppServices): Promise<unknown>;
}

/** A manifest with its types erased, for the application's list. */
export interface AppModule {
  readonly name: string;
  readonly provides: readonly ServiceName[];
  readonly needs: readonly ServiceName[];
  services?(context: ModuleContext, use: Partial<AppServices>): Partial<AppServices>;
  routes?(services: AppServices, context: ModuleContext): RouteMount[];
  pages?(services: AppServices, context: ModuleContext): ServerDrawnPage[];
  jobs?(services: AppServices, context: ModuleContext): JobWorker[];
  emails?(services: AppServices, context: ModuleContext): AnyEmailTemplate[];
  listeners?(services: AppServices, context: ModuleContext): EventListener[];
  bell?(services: AppServices): BellSource;
  personalData?(services: AppServices, context: ModuleContext): PersonalDataSource;
  purge?(services: AppServices): () => Promise<unknown>;
  onJobsStarted?(services: AppServices, context: ModuleContext): Promise<unknown>;
  onReady?(services: AppServices, context: ModuleContext): Promise<unknown>;
  onClose?(services: AppServices): Promise<unknown>;
}

export function defineModule<const Provides extends ServiceName = never, const Needs extends ServiceName = never>(manifest: ModuleManifest<Provides, Needs>): AppModule {
  return { ...manifest, provides: manifest.provides ?? [], needs: manifest.needs ?? [] } as AppModule;
}

/**
 * The modules in an order where each comes after the modules that provide what it needs; the
 * application refuses to start on a need nobody provides, a service provided twice, or a circle.
 */
export function inDependencyOrder(modules: readonly AppModule[]): AppModule[] {
  const provider = new Map<ServiceName, AppModule>();
  for (const module of modules) {
    for (const service of module.provides) {
      const other = provider.get(service);
      if (other) throw new Error(`The service "${service}" is provided by both ${other.name} and ${module.name}`);
      provider.set(service, module);
    }
  }
  const ordered: AppModule[] = [];
  const state = new Map<AppModule, 'visiting' | 'done'>();
  const visit = (module: AppModule, path: string[]) => {
    if (state.get(module) === 'done') return;
    if (state.get(module) === 'visiting') throw new Error(`The modules need each other in a circle: ${[...path, module.name].join(' → ')}`);
    state.set(module, 'visiting');
    for (const need of module.needs) {
      const source = provider.get(need);
      if (!source) throw new Error(`The module ${module.name} needs the service "${need}", which no module provides`);
      if (source !== module) visit(source, [...path, module.name]);
    }
    state.set(module, 'done');
    ordered.push(module);
  };
  for (const module of modules) visit(module, []);
  return ordered;
}

/** Only the services a factory declared it needs: using another is an error at start, not a surprise later. */
export function servicesFor(module: AppModule, services: Partial<AppServices>): Partial<AppServices> {
  return Object.fromEntries(module.needs.map((name) => [name, services[name]]));
}
