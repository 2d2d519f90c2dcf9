import { malformedJsonValues, oversizedArray } from './malformed.js';
import type { JsonSchema } from './operations.js';
import { sampleValue, type SampleContext } from './samples.js';

export interface BodyVariant {
  label: string;
  payload: string;
}

type FieldPath = (string | number)[];

const PLACEHOLDER = '@@robustness-value@@';

/**
 * The valid body with one field at a time made malformed (nested fields
 * too), a required field left out, or unknown fields added.
 */
export function* bodyFieldVariants(schema: JsonSchema, body: unknown, context: SampleContext): Generator<BodyVariant> {
  for (const field of fieldsOf(schema, [])) {
    const at = `body.${field.path.join('.')}`;
    const values = [...malformedJsonValues];
    if (field.schema.type === 'array') values.push(oversizedArray(sampleValue(field.schema.items ?? {}, '', context)));
    for (const { label, json } of values) {
      yield { label: `${at} = ${label}`, payload: withRawValue(body, field.path, json) };
    }
    if (field.required) yield { label: `${at} missing`, payload: JSON.stringify(without(body, field.path)) };
  }
  if (schema.type === 'object') {
    const extra = { ...(body as object), robustnessUnknown: 'x', isStaff: true };
    yield { label: 'body with unknown fields', payload: JSON.stringify(extra) };
  }
}

/** Every field of a body schema, nested ones too (a list's fields through its first item). */
function fieldsOf(schema: JsonSchema, path: FieldPath): { path: FieldPath; schema: JsonSchema; required: boolean }[] {
  if (schema.type === 'array' && schema.items) {
    const item = [...path, 0];
    return [{ path: item, schema: schema.items, required: false }, ...fieldsOf(schema.items, item)];
  }
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
    const inner = [...path, key];
    return [
      { path: inner, schema: property, required: (schema.required ?? []).includes(key) },
      ...fieldsOf(property, inner),
    ];
  });
}

/** The body as JSON text with the raw JSON `json` at `path` (so that 1e400 or a 5,000-deep array arrive as written). */
function withRawValue(body: unknown, path: FieldPath, json: string): string {
  const copy = structuredClone(body);
  parentOf(copy, path)[path.at(-1)!] = PLACEHOLDER;
  return JSON.stringify(copy).replace(JSON.stringify(PLACEHOLDER), () => json);
}

function without(body: unknown, path: FieldPath): unknown {
  const copy = structuredClone(body);
  delete parentOf(copy, path)[path.at(-1)!];
  return copy;
}

function parentOf(node: unknown, path: FieldPath): Record<string | number, unknown> {
  return path.slice(0, -1).reduce<unknown>((inner, key) => (inner as Record<string, unknown>)[key], node) as Record<
    string | number,
    unknown
  >;
}
