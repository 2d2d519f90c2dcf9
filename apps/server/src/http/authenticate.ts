import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../core/clock.js';
import type { Db } from '../db/client.js';
import { SESSION_END_MESSAGES } from '@oola/domain';
import { findSession, markSessionSeen, whySessionEnded, type UserRow } from '../identity/session-store.js';
import { AppError, unauthorized } from '../core/app-error.js';

export interface AuthUser extends UserRow {
  sessionId: number;
  sessionIsShopify: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`; only read it on routes that use it. */
    user: AuthUser;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a live bearer token; an ended session's 401 says why. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export const authenticatePlugin = fp(async (app: FastifyInstance, options: { db: Db; clock: Clock }) => {
  app.decorateRequest('user', null as unknown as AuthUser);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized('Please sign in to continue.');
    const session = await findSession(options.db, token);
    if (!session) {
      const reason = await whySessionEnded(options.db, token);
      throw reason ? new AppError('unauthorized', SESSION_END_MESSAGES[reason], { reason }) : unauthorized();
    }
    await markSessionSeen(options.db, session, options.clock.now());
    request.user = { ...session.user, sessionId: session.sessionId, sessionIsShopify: session.isShopify };
  });
});
