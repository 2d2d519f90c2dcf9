import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../http/authenticate.js';
import type { ClientListCache } from './client-list-cache.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every signed-in write that succeeds tells the coach-list cache who wrote, before the answer leaves:
 * the next read of a list holding that user is fresh.
 */
export const coachClientsCacheHook = fp(async (app: FastifyInstance, { cache }: { cache: ClientListCache }) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const user = request.user as AuthUser | null;
    if (user && !READS.has(request.method) && reply.statusCode < 400) cache.wrote(user.id);
    return payload;
  });
});
