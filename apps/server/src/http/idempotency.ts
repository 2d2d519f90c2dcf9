import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import { and, eq, lt } from 'drizzle-orm';
import type { Clock } from '../core/clock.js';
import type { Db } from '../db/client.js';
import { idempotentRequests } from '../db/schema/index.js';
import { badRequest, conflict } from '../core/app-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route applies a request carrying an Idempotency-Key once and replays its answer to repeats. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The Idempotency-Key this request reserved; its answer is kept when it is sent. */
    idempotencyKey?: string;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** Long after any offline queue has sent its items; older keys are forgotten. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Idempotency-Key must be 8 to 100 letters, digits, "-" or "_".',
  otherRequest: 'This Idempotency-Key was already used for a different request.',
  inProgress: 'A request with this Idempotency-Key is still being processed.',
} as const;

const asArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

function fingerprintOf(request: FastifyRequest): string {
  const input = JSON.stringify([request.params ?? null, request.body ?? null]);
  return `${request.method} ${request.routeOptions.url} ${createHash('sha256').update(input).digest('hex')}`;
}

function keyOf(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) throw badRequest(IDEMPOTENCY_MESSAGES.badKey);
  return header;
}

/**
 * Idempotency-Key on the routes whose config says `idempotent: true` (signed-in routes only: keys are per
 * member). The key is reserved before the handler, so a repeat sent while the first is running is refused
 * (409) rather than applied twice; a 2xx answer is kept and replayed to every repeat with the same method,
 * route and body; any other answer frees the key, so a corrected or retried request can use it again.
 * Register after the route policy, so the caller is known and authorised first.
 */
export function registerIdempotency(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }): void {
  const replay = async (request: FastifyRequest, reply: FastifyReply, key: string, fingerprint: string) => {
    const [kept] = await db
      .select()
      .from(idempotentRequests)
      .where(and(eq(idempotentRequests.userId, request.user.id), eq(idempotentRequests.key, key)));
    if (!kept) return false;
    if (kept.fingerprint !== fingerprint) throw conflict(IDEMPOTENCY_MESSAGES.otherRequest);
    if (kept.statusCode === null) throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
    reply.code(kept.statusCode).header(REPLAYED_HEADER, 'true');
    if (kept.responseBody !== null) reply.type('application/json; charset=utf-8');
    await reply.send(kept.responseBody ?? undefined);
    return true;
  };

  const preHandler: preHandlerHookHandler = async (request, reply) => {
    const key = keyOf(request);
    if (key === null) return;
    const userId = request.user.id;
    const fingerprint = fingerprintOf(request);
    const now = clock.now();
    await db
      .delete(idempotentRequests)
      .where(
        and(eq(idempotentRequests.userId, userId), lt(idempotentRequests.createdAt, new Date(now.getTime() - KEEP_MS))),
      );
    const reserved = await db
      .insert(idempotentRequests)
      .values({ userId, key, fingerprint, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotentRequests.key });
    if (reserved.length > 0) {
      request.idempotencyKey = key;
      return;
    }
    if (!(await replay(request, reply, key, fingerprint))) throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
  };

  const onSend: onSendHookHandler = async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (key === undefined) return payload;
    request.idempotencyKey = undefined;
    const row = and(eq(idempotentRequests.userId, request.user.id), eq(idempotentRequests.key, key));
    if (reply.statusCode >= 200 && reply.statusCode < 300) {
      const responseBody = typeof payload === 'string' ? payload : null;
      await db.update(idempotentRequests).set({ statusCode: reply.statusCode, responseBody }).where(row);
    } else {
      await db.delete(idempotentRequests).where(row);
    }
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    if (!route.config.ability?.signedIn) {
      throw new Error(`${route.method} ${route.url} is idempotent but not signed in: keys belong to a member.`);
    }
    route.preHandler = [...asArray(route.preHandler), preHandler];
    route.onSend = [...asArray(route.onSend), onSend];
  });
}
