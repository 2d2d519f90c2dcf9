import { sql } from 'drizzle-orm';
import { memberToday } from '@oola/domain';
import type { Db } from '../../apps/server/src/db/client';

const TIME_ZONES = ['America/New_York', 'America/Denver', 'Europe/Berlin', 'Asia/Tokyo', 'UTC'];
export const REMINDER_DOMAIN = 'reminder.bench.example';

/**
 * `count` members with the daily reminder on at 00:00 in their zone, today already settled: none is due
 * until the server's clock moves a day, and then every one of them is due at once.
 */
export async function addReminderMembers(db: Db, count: number, now = new Date()): Promise<void> {
  const zones = `{${TIME_ZONES.join(',')}}`;
  const days = `{${TIME_ZONES.map((zone) => memberToday(zone, now)).join(',')}}`;
  await db.execute(sql`
    insert into users (phone, email, first_name, last_name, password_hash, user_type_id, step_id, time_zone)
    select '557' || lpad(g::text, 7, '0'), 'reminder' || g || '@' || ${REMINDER_DOMAIN}, 'Robin', 'Bench',
      'not-a-password', 1, 4, (${zones}::text[])[1 + g % ${TIME_ZONES.length}]
    from generate_series(1, ${count}) as g`);
  await db.execute(sql`
    insert into notification_settings (user_id, daily_reminder_enabled, daily_reminder_time, daily_reminder_day)
    select u.id, true, '00:00', (${days}::date[])[array_position(${zones}::text[], u.time_zone)]
    from users u where u.email like ${`%@${REMINDER_DOMAIN}`}`);
}
