import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** Peels optional/nullable/default/pipe wrappers to reach the object or array inside. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      current = current.in as z.ZodType;
    } else {
      return current;
    }
  }
}

/**
 * Renames the keys of a request body to the schema's own spelling, matched
 * case-insensitively, so `GoalId`, `goalid` and `goalId` all reach `goalId`.
 */
export function matchKeysToSchema(value: unknown, schema: z.ZodType): unknown {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodArray && Array.isArray(value)) {
    return value.map((item) => matchKeysToSchema(item, inner.element as z.ZodType));
  }
  if (inner instanceof z.ZodObject && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const shape = inner.shape as Record<string, z.ZodType>;
    const byLowerCase = new Map(Object.keys(shape).map((key) => [key.toLowerCase(), key]));
    const result: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      const canonical = byLowerCase.get(key.toLowerCase()) ?? key;
      result[canonical] = shape[canonical] ? matchKeysToSchema(field, shape[canonical]) : field;
    }
    return result;
  }
  return value;
}

export function registerCaseInsensitiveBodies(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema?.body;
    if (schema instanceof z.ZodType && request.body !== undefined) {
      request.body = matchKeysToSchema(request.body, schema);
    }
  });
}
