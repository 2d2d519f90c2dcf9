import { createJsonSchemaTransformObject } from 'fastify-type-provider-zod';

type TransformObject = ReturnType<typeof createJsonSchemaTransformObject>;
type OpenApiObject = ReturnType<TransformObject>;

interface JsonSchema {
  type?: string;
  nullable?: boolean;
  allOf?: { $ref?: string }[];
}

const SCHEMAS = '#/components/schemas/';
const INPUT = 'Input';

const withComponents: TransformObject = createJsonSchemaTransformObject({ zodToJsonConfig: { target: 'openapi-3.0' } });

/** The component names a JSON text refers to. */
const referencedIn = (json: string) =>
  [...json.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(([, name]) => name!);

/**
 * The schemas named in packages/domain (`z.globalRegistry.add(schema, { id })`) as components of the
 * document. fastify-type-provider-zod adds every named schema twice, as read (`NameInput`) and as
 * answered (`Name`); only the ones an operation uses stay, and a request body's read shape keeps the
 * plain name when its answered shape is not used, so a generated client has `LoginRequest`, not
 * `LoginRequestInput`.
 */
export const namedComponents: TransformObject = (input) => {
  const document = withComponents(input) as OpenApiObject & { components: { schemas: Record<string, JsonSchema> } };
  const { schemas } = document.components;
  const used = new Set<string>();
  const pending = referencedIn(JSON.stringify(document.paths));
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (used.has(name)) continue;
    used.add(name);
    pending.push(...referencedIn(JSON.stringify(schemas[name])));
  }
  const plainName = (name: string) => {
    const plain = name.slice(0, -INPUT.length);
    return name.endsWith(INPUT) && !used.has(plain) ? plain : name;
  };
  const typeOf = new Map([...used].map((name) => [SCHEMAS + plainName(name), schemas[name]?.type]));
  // A named schema that may be null is `allOf: [ref], nullable: true`; OpenAPI 3.0 wants its type beside it.
  const withType = (_key: string, value: JsonSchema) => {
    const ref = value?.nullable && !value.type && value.allOf?.length === 1 ? value.allOf[0]!.$ref : undefined;
    const type = ref ? typeOf.get(ref) : undefined;
    return type ? { type, ...value } : value;
  };
  const renamed = JSON.stringify({
    paths: document.paths,
    schemas: Object.fromEntries([...used].sort().map((name) => [plainName(name), schemas[name]])),
  }).replace(/"#\/components\/schemas\/([^"]+)"/g, (_ref, name: string) => JSON.stringify(SCHEMAS + plainName(name)));
  const { paths, schemas: named } = JSON.parse(renamed, withType) as { paths: unknown; schemas: unknown };
  return { ...document, paths, components: { ...document.components, schemas: named } } as OpenApiObject;
};
