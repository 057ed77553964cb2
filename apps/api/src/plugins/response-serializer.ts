import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Every answer is written from its route's response schema (decision 0065). The zod schema is turned
 * into JSON Schema once, when the route is compiled, and fast-json-stringify writes each answer from
 * it: only the schema's properties, so a field the handler has beyond them is never sent (as zod's
 * parse dropped it), without checking every value again on the way out: TypeScript holds each
 * handler to its schema's type, and that check was a tenth of a list call's Node CPU. A schema that
 * JSON Schema cannot express (a date, a transform, a reference) keeps zod's serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const jsonSchema = asJsonSchema(route.schema);
  if (jsonSchema) {
    try {
      return fastJson(jsonSchema) as (data: unknown) => string;
    } catch {
      // A schema fast-json-stringify does not take: zod's serializer below.
    }
  }
  return zodSerializerCompiler(route);
};

function asJsonSchema(schema: unknown): Parameters<typeof fastJson>[0] | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'throw' });
    return JSON.stringify(jsonSchema).includes('"$ref"') ? undefined : (jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return undefined;
  }
}
