import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/**
 * A request to the bare host (example.com) is redirected
 * to the www host of PUBLIC_URL (www.example.com), keeping the path and query.
 * Only when WWW_REDIRECT is on and PUBLIC_URL names a www host.
 */
export function registerWwwRedirect(app: FastifyInstance, config: Config): void {
  if (!config.wwwRedirect || !config.publicUrl) return;
  const target = new URL(config.publicUrl);
  if (!target.hostname.startsWith('www.')) return;
  const bareHost = target.host.slice('www.'.length).toLowerCase();
  app.addHook('onRequest', async (request, reply) => {
    if ((request.headers.host ?? '').toLowerCase() !== bareHost) return;
    return reply.redirect(`${target.protocol}//${target.host}${request.url}`, 301);
  });
}
