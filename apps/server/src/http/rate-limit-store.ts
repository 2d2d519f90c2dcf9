import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import { rateLimitHits } from '../db/schema/index.js';

/**
 * One hit in a fixed window, as @fastify/rate-limit's own stores count: the first hit opens a window
 * of `windowMs`, later hits add up until it ends, then the next hit opens a new one. One upsert,
 * timed by the database's clock (now(), the same for every process and for both halves of the
 * statement); it answers the hits so far and the milliseconds left in the window.
 */
const hitQuery = prepared((db) =>
  db
    .insert(rateLimitHits)
    .values({
      key: sql.placeholder('key'),
      hits: 1,
      resetsAt: sql`now() + ${sql.placeholder('windowMs')} * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${rateLimitHits.resetsAt} <= now() then 1 else ${rateLimitHits.hits} + 1 end`,
        resetsAt: sql`case when ${rateLimitHits.resetsAt} <= now() then excluded.resets_at else ${rateLimitHits.resetsAt} end`,
      },
    })
    .returning({
      current: rateLimitHits.hits,
      ttl: sql<number>`ceil(extract(epoch from ${rateLimitHits.resetsAt} - now()) * 1000)::int`,
    })
    .prepare('rate_limit_hit'),
);

/**
 * Counts one hit of a key that @fastify/rate-limit cannot see before the body is read (an e-mail
 * address in it): the same table and windows, answering the hits in the current window.
 */
export async function countRateLimitHit(db: Db, key: string, windowMs: number): Promise<number> {
  const [row] = await hitQuery(db).execute({ key, windowMs });
  return row?.current ?? 0;
}

/** The part of the route options @fastify/rate-limit hands to `child` (its own stores read it too). */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

class DatabaseRateLimitStore implements FastifyRateLimitStore {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly scope: string,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ) {
    hitQuery(this.db)
      .execute({ key: `${this.scope} ${key}`, windowMs: timeWindow })
      .then(
        ([row]) => callback(null, row),
        (error: Error) => callback(error),
      );
    this.sweep(timeWindow);
  }

  /** A route with a limit of its own counts apart from the others, like @fastify/rate-limit's Redis store. */
  child(routeOptions: object): FastifyRateLimitStore {
    const route = (routeOptions as ChildOptions).routeInfo;
    return new DatabaseRateLimitStore(this.db, `${this.scope} ${String(route?.method)} ${route?.url}`);
  }

  /** Deletes ended windows (of every key), at most once per window length in this process. */
  private sweep(windowMs: number): void {
    const now = Date.now();
    if (now - this.lastSweep < windowMs) return;
    this.lastSweep = now;
    this.db
      .delete(rateLimitHits)
      .where(lte(rateLimitHits.resetsAt, sql`now()`))
      .catch(() => {});
  }
}

/**
 * A @fastify/rate-limit store counting in the database (table rate_limit_hits), so every server
 * process on one PostgreSQL counts the same hits. `scope` keeps the limits of separate
 * registrations apart.
 */
export function databaseRateLimitStore(db: Db, scope: string): FastifyRateLimitStoreCtor {
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(db, scope);
    }
  };
}
