import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const compile = (schema: z.ZodType) => responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('responseSerializerCompiler (decision 0065)', () => {
  const page = z.object({
    content: z.array(z.object({ id: z.string(), nombre: z.string().nullable(), activa: z.boolean(), precio: z.number().optional() })),
    totalElements: z.number().int(),
    totalAcotado: z.boolean().optional(),
  });

  it('writes what zod wrote: the schema fields in order, nulls, and nothing absent', () => {
    const data = { totalElements: 2, content: [{ activa: true, id: 'a"1', nombre: null }, { id: 'b', nombre: 'Ñandú\n', activa: false, precio: 12.5 }] };
    expect(JSON.parse(compile(page)(data))).toEqual(page.parse(data));
    expect(compile(page)(data)).toBe(JSON.stringify(page.parse(data)));
  });

  it('never sends a field the schema does not have', () => {
    const written = compile(page)({ totalElements: 1, content: [{ id: 'a', nombre: 'x', activa: true, passwordHash: 'secreto' }], internal: 1 });
    expect(written).not.toContain('secreto');
    expect(written).not.toContain('internal');
  });

  it('keeps zod for what JSON Schema cannot express, which still refuses a wrong value', () => {
    const withDate = z.object({ at: z.date() });
    expect(() => compile(withDate)({ at: 'no es una fecha' })).toThrow();
  });
});
