import type { z } from 'zod';

/**
 * One kind of domain event: a fact a module publishes in its unit of work (`uow.publish`) for other
 * modules to react to after the commit. A definition imports no service: the publishing module and
 * the listening ones both import it. Its payload is stored as JSON, so it holds plain values (a
 * date as an ISO string).
 */
export interface EventDefinition<Payload extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly payload: Payload;
}

export function defineEvent<Payload extends z.ZodType>(definition: { name: string; payload: Payload }): EventDefinition<Payload> {
  return definition;
}
