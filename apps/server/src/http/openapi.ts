import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { SUPPORT_CHAT } from '@oola/domain';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import { namedComponents } from './openapi-components.js';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A readable operationId from the path, for generated clients: '/api/Goals/SetOolaOne/:goalId'
 * becomes 'goalsSetOolaOneByGoalId'. Paths that several methods share start with the method
 * ('deleteGoalsByGoalId'), so every id stays unique.
 */
export function operationIdFor(method: string, url: string, methodsOnPath: number): string {
  const words = url
    .split('/')
    .filter((segment) => segment && segment.toLowerCase() !== 'api')
    .map((segment) => (segment.startsWith(':') ? `By${upperFirst(segment.slice(1))}` : upperFirst(segment)))
    .map((word) =>
      word.replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string | undefined) => (next ?? '').toUpperCase()),
    );
  const name = words.join('');
  return methodsOnPath > 1 ? `${method.toLowerCase()}${name}` : lowerFirst(name);
}

/** OpenAPI at /api/docs: every operation named and its security declared (none for public calls). */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  const methodsByUrl = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const known = methodsByUrl.get(route.url.toLowerCase()) ?? new Set<string>();
    for (const method of methods) if (method !== 'HEAD') known.add(method);
    methodsByUrl.set(route.url.toLowerCase(), known);
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.brandName} portal API`,
        version: '1.0.0',
        description:
          'Every call of the portal at its path, matched case-insensitively. Bodies accept field names in any ' +
          'letter case. Errors: 400 { message, errors }, 401, 403, 404, 409 { message } (shown in the Error modal), ' +
          '429 { message } (a per-address or sign-in limit), 503 from /api/health when the database does not answer.',
        license: {
          name: 'Proprietary',
          url: `${config.publicUrl ?? 'http://localhost:3000'}/media/files/terms-of-use.pdf`,
        },
      },
      servers: [{ url: config.publicUrl ?? '/', description: 'This portal' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          chatSecret: {
            type: 'apiKey',
            in: 'header',
            name: SUPPORT_CHAT.secretHeader,
            description: "A support chat visitor's conversation secret, answered by SupportChat/Start",
          },
        },
      },
    },
    transform: (input: TransformInput) => {
      const transformed = jsonSchemaTransform(input);
      const methodsOnPath = methodsByUrl.get(input.url.toLowerCase())?.size ?? 1;
      const method = Array.isArray(input.route.method) ? input.route.method[0] : input.route.method;
      // A route registered without a schema (none of ours; a test's) still gets an id and its security.
      const schema = transformed.schema ?? {};
      transformed.schema = {
        ...schema,
        operationId: schema.operationId ?? operationIdFor(String(method), input.url, methodsOnPath),
        security: schema.security ?? [],
      };
      return transformed;
    },
    transformObject: namedComponents,
  });
  // Only the document and its viewer are compressed (br or gzip, as the caller accepts): the document is
  // half a megabyte of JSON, the spec's calls answer as they always did.
  await app.register(async (docs) => {
    await docs.register(compress, { global: true });
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });
}
