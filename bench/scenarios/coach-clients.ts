import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { users } from '../../apps/server/src/db/schema/index';
import { breakthroughKeys } from '../../apps/server/src/features/learning/modules/catalogue';
import type { Scenario } from '../scenario';

/** The demo directory coach Marcus Bell: the bench gives him a full client list of his own. */
const COACH = 2003;
const CLIENTS = 200;
/** Client n has user id FIRST_CLIENT_ID + n: above the demo accounts, below the scale members (bench/scale). */
const FIRST_CLIENT_ID = 900_000;
const clients = sql.raw(
  `generate_series(1, ${CLIENTS}) AS g CROSS JOIN LATERAL (SELECT ${FIRST_CLIENT_ID} + g AS id) m`,
);

/**
 * 200 clients of coach 2003 (one in four a past client), each with 60 days of action steps, goals, an
 * assessment, a breakthrough track, session credits, a completed session, a booking and unread
 * messages. Added once: a database that has them is left alone.
 */
async function addClients(db: Db): Promise<void> {
  const done = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, FIRST_CLIENT_ID + 1));
  if (done.length > 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`INSERT INTO users (id, phone, email, first_name, last_name, password_hash, step_id, level, time_zone)
      SELECT id, '557' || lpad(g::text, 7, '0'), 'client' || g || '@bench.example', 'Client', 'Number ' || g,
        'not-a-password', 4, 1 + g % 2, 'America/Denver' FROM ${clients}`);
    await tx.execute(sql`INSERT INTO coach_selections (client_id, coach_id, selected_at, ended_at)
      SELECT id, ${COACH}, now() - interval '90 days', CASE WHEN g % 4 = 0 THEN now() - interval '10 days' END
      FROM ${clients}`);
    await tx.execute(sql`UPDATE users SET coach_id = ${COACH} WHERE id IN (
      SELECT client_id FROM coach_selections WHERE coach_id = ${COACH} AND ended_at IS NULL)`);
    await tx.execute(sql`INSERT INTO actions (user_id, text, position, day, completed_at)
      SELECT id, 'Step ' || k, k, current_date - d, CASE WHEN (d + k + g) % 5 <> 0 THEN now() - d * interval '1 day' END
      FROM ${clients} CROSS JOIN generate_series(0, 59) AS d CROSS JOIN generate_series(0, 2) AS k`);
    await tx.execute(sql`INSERT INTO goals (user_id, area_id, text, completed_by_date, status)
      SELECT id, 1 + k, 'Goal ' || k, current_date + 30, CASE WHEN k < 3 THEN 'completed' ELSE 'inProgress' END
      FROM ${clients} CROSS JOIN generate_series(0, 6) AS k`);
    await tx.execute(sql`INSERT INTO assessments (user_id, type_id, started_at, completed_at)
      SELECT id, 1, now() - interval '80 days', now() - interval '80 days' FROM ${clients}`);
    await tx.execute(sql`INSERT INTO assessment_scores (assessment_id, question_id, score)
      SELECT a.id, area * 100 + q, 1 + (a.id + q) % 10 FROM assessments a
      CROSS JOIN generate_series(1, 7) AS area CROSS JOIN generate_series(1, 10) AS q
      WHERE a.user_id > ${FIRST_CLIENT_ID} AND a.user_id <= ${FIRST_CLIENT_ID + CLIENTS}`);
    await tx.execute(sql`INSERT INTO elearning_tracks (user_id, track, level, start_day, module_keys)
      SELECT id, 'breakthrough', 1, current_date - 35, string_to_array(${breakthroughKeys().join(',')}, ',') FROM ${clients}`);
    await tx.execute(sql`INSERT INTO session_credits (user_id, coach_id, delta, reason)
      SELECT id, ${COACH}, 4, 'purchase' FROM ${clients}`);
    await tx.execute(sql`INSERT INTO meetings (code, coach_id, client_id, created_at, completed_at)
      SELECT 'bench-' || g, ${COACH}, id, now() - interval '7 days', now() - interval '7 days' FROM ${clients}`);
    await tx.execute(sql`INSERT INTO bookings (uid, coach_id, client_id, starts_at, ends_at)
      SELECT 'bench-' || g, ${COACH}, id, date_trunc('hour', now()) + (24 + g) * interval '1 hour',
        date_trunc('hour', now()) + (24 + g) * interval '1 hour' + interval '30 minutes'
      FROM ${clients} WHERE g % 4 <> 0`);
    await tx.execute(sql`INSERT INTO chat_messages (coach_id, client_id, from_user_id, client_message_id, text)
      SELECT ${COACH}, id, CASE WHEN k = 0 THEN ${COACH} ELSE id END, 'bench-' || g || '-' || k, 'Message ' || k
      FROM ${clients} CROSS JOIN generate_series(0, 4) AS k`);
  });
}

/** The coach portal's client list (budget: p99 < 50 ms at 300 requests/s), for a coach with 200 clients. */
export const coachClientsReads: Scenario[] = [
  {
    name: 'coach-clients',
    description: `GET /api/Coach/GetMyClients/{id}: coach ${COACH}'s ${CLIENTS} clients with their progress`,
    signInAs: COACH,
    prepare: addClients,
    request: ({ userId }) => ({ method: 'GET', path: `/api/Coach/GetMyClients/${userId}` }),
    budget: { rate: 300, p99Ms: 50 },
  },
];
