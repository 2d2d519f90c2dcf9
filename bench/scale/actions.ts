/** The action tracker at scale: actions (10 million rows at full scale) and repeat rules. */
import { MEMBER_ID_BASE, MEMBERS, textArray, type FillStep } from './scale';

const ACTION_TEXTS = [
  'Walk for 30 minutes',
  'Drink eight glasses of water',
  'Put 10 dollars into savings',
  'Call a family member',
  'Read for 15 minutes',
  'Write in my journal',
  'Meditate for 10 minutes',
  'Plan tomorrow before bed',
  'Cook a healthy dinner',
  'Message a friend I have not seen lately',
  'Spend an hour on my side project',
  'No phone after 9 pm',
];

const IN_BATCH = `user_id BETWEEN ${MEMBER_ID_BASE} + $1 AND ${MEMBER_ID_BASE} + $2`;

/**
 * Each member's actions come three a day (positions 0-2) on actionsPerMember / 3 days of the
 * last 120: day k/3 is (k/3 · 7 + g) mod 120 days ago, so the days differ and the members'
 * calendars are shifted against each other. Today's actions are open; of the past ones 85 %
 * are completed, the evening of their day.
 */
export function actionSteps(actionsPerMember: number): FillStep[] {
  const ago = `((k / 3) * 7 + g) % 120`;
  return [
    {
      table: 'actions',
      rowsPerMember: actionsPerMember,
      params: [actionsPerMember],
      sql: `INSERT INTO actions (user_id, text, position, day, completed_at, created_at)
            SELECT id, (${textArray(ACTION_TEXTS)})[1 + (g + k) % ${ACTION_TEXTS.length}], k % 3, day,
              CASE WHEN day < current_date AND (g * 31 + k * 17) % 20 < 17
                THEN day + interval '18 hours' + (g % 240) * interval '1 minute' END,
              day + interval '7 hours'
            FROM ${MEMBERS} CROSS JOIN generate_series(0, $3::int - 1) AS k
            CROSS JOIN LATERAL (SELECT current_date - ${ago} AS day) d`,
    },
    {
      // One member in three repeats their first action: every day, or on weekdays; some rules end.
      table: 'action_repeats',
      rowsPerMember: 1 / 3,
      sql: `INSERT INTO action_repeats (user_id, action_id, text, start_date, end_date,
              monday, tuesday, wednesday, thursday, friday, saturday, sunday, created_at)
            SELECT user_id, id, text, day, CASE WHEN user_id % 5 = 0 THEN day + 60 END,
              true, true, true, true, true, user_id % 2 = 0, user_id % 2 = 0, day + interval '7 hours'
            FROM actions
            WHERE ${IN_BATCH} AND (user_id - ${MEMBER_ID_BASE}) % 3 = 0 AND position = 0
              AND day = current_date - (user_id - ${MEMBER_ID_BASE}) % 120`,
    },
    {
      // The rule's occurrences: its member's first action of each later day the rule falls on.
      table: 'action_repeat_days',
      rowsPerMember: 6,
      sql: `INSERT INTO action_repeat_days (repeat_id, day, action_id)
            SELECT r.id, a.day, a.id
            FROM action_repeats r
            JOIN actions a ON a.user_id = r.user_id AND a.position = 0 AND a.day > r.start_date
              AND a.day < current_date AND (r.end_date IS NULL OR a.day <= r.end_date)
            WHERE r.${IN_BATCH}
              AND (ARRAY[r.monday, r.tuesday, r.wednesday, r.thursday, r.friday, r.saturday,
                         r.sunday])[extract(isodow FROM a.day)::int]`,
    },
  ];
}
