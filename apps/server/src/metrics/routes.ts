import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { RouteAbility } from '../policies/route-ability.js';
import type { AddressAllowList } from '../core/address-allow-list.js';

/** A scraper's route: no token, the caller's address decides (METRICS_ALLOW). */
const METRICS_SCRAPE: RouteAbility = { name: 'metrics.scrape', signedIn: false };

export interface MetricsRouteOptions {
  registry: Registry;
  allowed: AddressAllowList;
}

/**
 * GET /metrics in Prometheus' text format, for the METRICS_ALLOW addresses only; anyone else gets
 * the same 404 as a path that does not exist. The caller is request.ip, which follows TRUST_PROXY
 * behind a proxy. Register inside a scope with the route policy.
 */
export async function metricsRoutes(app: FastifyInstance, { registry, allowed }: MetricsRouteOptions): Promise<void> {
  app.get('/metrics', { config: { ability: METRICS_SCRAPE }, schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request.ip)) return reply.callNotFound();
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
