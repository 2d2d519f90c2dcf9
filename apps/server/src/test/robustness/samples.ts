import type { JsonSchema } from './operations.js';

/** What a valid request of the robustness member looks like. */
export interface SampleContext {
  memberId: number;
  password: string;
  /** 'YYYY-MM-DD' in UTC: the member's today (no time zone set). */
  today: string;
}

/**
 * A valid-looking value for a field, so that a malformed value in one field
 * gets past the others and reaches the service. Strings come from a pool of
 * plausible values, the first one that fits the schema; a few field names
 * pick theirs first (the member's own id and password, an email, a time zone).
 */
export function sampleValue(schema: JsonSchema, name: string, context: SampleContext, index = 0): unknown {
  const choices = enumValues(schema);
  if (choices.length > 0) return choices[0];
  // null is the usual valid value of a nullable field (e.g. no id yet: a new row); objects keep their fields.
  if (schema.nullable && schema.type !== 'object') return null;
  switch (schema.type) {
    case 'integer':
    case 'number':
      return /^userid$/i.test(name) ? context.memberId : sampleNumber(schema, index);
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema, name, context);
    case 'array':
      return sampleArray(schema, name, context);
    case 'object':
      return sampleObject(schema, context, index);
    default:
      return {};
  }
}

/** The values an enum field (an enum, or an anyOf of single-value enums) allows. */
export function enumValues(schema: JsonSchema): unknown[] {
  if (schema.enum) return schema.enum;
  if (schema.anyOf?.every((option) => option.enum)) return schema.anyOf.flatMap((option) => option.enum ?? []);
  return [];
}

function sampleNumber(schema: JsonSchema, index: number): number {
  const low = (schema.minimum ?? 1) + (schema.exclusiveMinimum === true ? 1 : 0);
  const high = (schema.maximum ?? Number.MAX_SAFE_INTEGER) - (schema.exclusiveMaximum === true ? 1 : 0);
  return Math.min(Math.max(1 + index, low), high);
}

function sampleString(schema: JsonSchema, name: string, context: SampleContext): string {
  const hinted: [RegExp, string][] = [
    [/^userid$/i, String(context.memberId)],
    [/password/i, context.password],
    [/email/i, 'robustness@example.test'],
    [/zone/i, 'America/Denver'],
    [/(id|offset|number|version)$/i, '1'],
  ];
  const pool = [
    ...hinted.filter(([pattern]) => pattern.test(name)).map(([, value]) => value),
    'Robust',
    context.today,
    '555-010-1001',
    'US',
    '1',
  ];
  return pool.find((value) => fits(schema, value)) ?? 'x'.repeat(schema.minLength ?? 1);
}

function fits(schema: JsonSchema, value: string): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  return schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(value);
}

function sampleArray(schema: JsonSchema, name: string, context: SampleContext): unknown[] {
  const length = Math.max(schema.minItems ?? 1, 1);
  // Items differ by index so that lists of ids hold distinct ids.
  return Array.from({ length }, (_, index) => sampleValue(schema.items ?? {}, name, context, index));
}

function sampleObject(schema: JsonSchema, context: SampleContext, index: number): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sampleValue(property, key, context, index)]),
  );
}
