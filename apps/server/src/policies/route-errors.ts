import type { RouteOptions } from 'fastify';
import { errorResponseSchema } from '@oola/domain';
import { STATUS_OF_CODE, type AppErrorCode } from '../core/app-error.js';
import type { RouteAbility } from './route-ability.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The errors the route's own rules answer, beyond those its ability and input already imply
     * (e.g. 'notFound' for a row the body names, 'conflict' for a business rule).
     */
    errors?: readonly AppErrorCode[];
  }
}

const INPUTS = ['body', 'params', 'querystring', 'headers'] as const;

/**
 * The error statuses a route answers, derived from what it declares: input (a body, params, query or
 * headers schema) ⇒ 400; a signed-in ability ⇒ 401; a caller's facts or own user id to check ⇒ 403;
 * a path parameter naming a row ⇒ 404; a rate limit ⇒ 429; and the statuses of `config.errors`.
 */
export function derivedErrorStatuses(route: Pick<RouteOptions, 'schema' | 'config'>): number[] {
  const ability: RouteAbility | undefined = route.config?.ability;
  const schema = (route.schema ?? {}) as Partial<Record<(typeof INPUTS)[number], unknown>>;
  const statuses = new Set<number>();
  if (INPUTS.some((input) => schema[input])) statuses.add(400);
  if (ability?.signedIn) statuses.add(401);
  if (ability?.actor || ability?.ownUserIn) statuses.add(403);
  if (schema.params) statuses.add(404);
  if (route.config && 'rateLimit' in route.config) statuses.add(429);
  for (const code of route.config?.errors ?? []) statuses.add(STATUS_OF_CODE[code]);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * Gives the route's response schema an error answer ({ message, errors?, reason? }) for each derived
 * status it does not describe itself, so the document lists them and the answer is serialised alike.
 */
export function addDerivedErrors(route: RouteOptions): void {
  if (!route.schema) return;
  const response = { ...(route.schema.response as Record<string, unknown> | undefined) };
  for (const status of derivedErrorStatuses(route)) response[status] ??= errorResponseSchema;
  route.schema = { ...route.schema, response };
}
