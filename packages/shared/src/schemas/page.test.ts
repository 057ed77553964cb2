import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageOf, pageQuerySchema, pageResponseSchema } from './page.ts';

describe('pageQuerySchema', () => {
  it('defaults to the first page of 10', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 0, size: 10 });
  });

  it('coerces query-string values', () => {
    expect(pageQuerySchema.parse({ page: '3', size: '25' })).toEqual({ page: 3, size: 25 });
  });

  it('accepts the bounds', () => {
    expect(pageQuerySchema.parse({ page: 0, size: 1 })).toEqual({ page: 0, size: 1 });
    expect(pageQuerySchema.parse({ page: '0', size: '100' })).toEqual({ page: 0, size: 100 });
  });

  it.each([
    [{ page: '-1' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: 'dos' }, 'page'],
    [{ size: '0' }, 'size'],
    [{ size: '101' }, 'size'],
    [{ size: '7.5' }, 'size'],
  ])('rejects %o', (query, field) => {
    const result = pageQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('can be extended with a list filter', () => {
    const schema = pageQuerySchema.extend({ search: z.string().optional() });
    expect(schema.parse({ search: 'acme', page: '1' })).toEqual({ search: 'acme', page: 1, size: 10 });
  });
});

describe('pageResponseSchema', () => {
  const schema = pageResponseSchema(z.object({ nifCif: z.string() }));

  it('accepts the spec page shape', () => {
    const page = { content: [{ nifCif: 'B12345674' }], number: 0, size: 10, totalPages: 1, totalElements: 1 };
    expect(schema.parse(page)).toEqual(page);
  });

  it('validates the items and the counters', () => {
    expect(schema.safeParse({ content: [{ nifCif: 1 }], number: 0, size: 10, totalPages: 1, totalElements: 1 }).success).toBe(false);
    expect(schema.safeParse({ content: [], number: -1, size: 10, totalPages: 0, totalElements: 0 }).success).toBe(false);
    expect(schema.safeParse({ content: [], number: 0, size: 10 }).success).toBe(false);
  });
});

describe('pageOf', () => {
  it('computes the page count from the total', () => {
    expect(pageOf(['a', 'b'], 12, { page: 1, size: 10 })).toEqual({
      content: ['a', 'b'],
      number: 1,
      size: 10,
      totalPages: 2,
      totalElements: 12,
    });
    expect(pageOf([], 0, { page: 0, size: 10 }).totalPages).toBe(0);
    expect(pageOf([], 20, { page: 0, size: 10 }).totalPages).toBe(2);
  });
});
