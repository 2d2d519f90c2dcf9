/** The part of JSON Schema (OpenAPI 3.0 dialect, as @fastify/swagger renders zod) the robustness test reads. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  nullable?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, e.g. /api/Goals/{goalId}. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema; null when the operation declares none. */
  body: JsonSchema | null;
  /** Declares bearer security: without a token it must answer 401. */
  secured: boolean;
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, unknown>[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of an OpenAPI document (app.swagger()). */
export function listOperations(document: unknown): Operation[] {
  const paths = (document as { paths?: Record<string, Record<string, OpenApiOperation>> }).paths ?? {};
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? [])
          .filter((parameter) => ['path', 'query', 'header'].includes(parameter.in))
          .map((parameter) => ({
            name: parameter.name,
            in: parameter.in as Parameter['in'],
            required: parameter.required ?? parameter.in === 'path',
            schema: parameter.schema ?? {},
          })),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        secured: (operation.security ?? []).some((requirement) => 'bearer' in requirement),
      })),
  );
}
