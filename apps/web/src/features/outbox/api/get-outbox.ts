import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { outboxMessageSchema, type OutboxMessage } from '@cumplia/shared/schemas/outbox';
import { pageResponseSchema } from '@cumplia/shared/schemas/page';
import { apiRequest } from '../../../lib/api-client';

export const OUTBOX_PAGE_SIZE = 10;

export type { OutboxMessage };
export type OutboxStatus = OutboxMessage['status'];
export type OutboxChannel = OutboxMessage['channel'];

const outboxPageSchema = pageResponseSchema(outboxMessageSchema);

/** GET {mail}/outbox: the e-mails and SMS Cumplia has queued, newest first. */
export function getOutbox(page: number) {
  return apiRequest('/cumplia-mail/outbox', {
    query: { page, size: OUTBOX_PAGE_SIZE },
    schema: outboxPageSchema,
  });
}

export const outboxQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['outbox', page],
    queryFn: () => getOutbox(page),
    placeholderData: keepPreviousData,
  });

export function useOutboxQuery(page: number) {
  return useQuery(outboxQueryOptions(page));
}
