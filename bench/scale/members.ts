/** Scale members and their account rows: users, sessions, customize answers, missed-day state. */
import { MEMBERS, textArray, type FillStep } from './scale';

const FIRST_NAMES = ['Alex', 'Bailey', 'Cameron', 'Devon', 'Eden', 'Frankie', 'Gale', 'Hayden'];
const MORE_FIRST_NAMES = ['Jamie', 'Kendall', 'Logan', 'Morgan', 'Noel', 'Parker', 'Quinn', 'Riley'];
const LAST_NAMES = ['Adams', 'Baker', 'Collins', 'Dawson', 'Evans', 'Fisher', 'Grant', 'Hayes'];
const MORE_LAST_NAMES = ['Ingram', 'Jensen', 'Keller', 'Lawson', 'Mason', 'Nolan', 'Owens', 'Porter'];
const TIME_ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles'];

/**
 * Every member is a subscriber (one in ten a non-subscriber) past the journey: most on the
 * dashboard (step 4), one in twenty at the mid-year review (5), one in twenty at level 2 (6).
 */
export function memberSteps(passwordHash: string): FillStep[] {
  return [
    {
      table: 'users',
      rowsPerMember: 1,
      params: [passwordHash],
      sql: `INSERT INTO users (id, phone, email, first_name, last_name, password_hash, user_type_id, step_id,
              level, coach_id, time_zone, created_at, updated_at)
            SELECT id, '556' || lpad(g::text, 7, '0'), 'member' || g || '@scale.example',
              (${textArray([...FIRST_NAMES, ...MORE_FIRST_NAMES])})[1 + g % 16],
              (${textArray([...LAST_NAMES, ...MORE_LAST_NAMES])})[1 + (g / 16) % 16],
              $3::text,
              CASE WHEN g % 10 = 3 THEN 4 ELSE 1 END,
              CASE g % 20 WHEN 0 THEN 5 WHEN 1 THEN 6 ELSE 4 END,
              CASE g % 20 WHEN 1 THEN 2 ELSE 1 END,
              CASE WHEN g % 8 = 0 THEN 2001 END,
              (${textArray(TIME_ZONES)})[1 + g % 5],
              now() - interval '130 days' - (g % 200) * interval '1 day', now() - (g % 30) * interval '1 day'
            FROM ${MEMBERS}`,
    },
    {
      // A live session and an expired one: the bearer-token lookup runs on every call.
      table: 'sessions',
      rowsPerMember: 2,
      sql: `INSERT INTO sessions (token_hash, user_id, browser, created_at, expires_at)
            SELECT encode(sha256(convert_to('scale-' || g || '-' || k, 'UTF8')), 'hex'), id, 'Chrome',
              now() - (k * 40 + 2) * interval '1 day', now() + (20 - k * 40) * interval '1 day'
            FROM ${MEMBERS} CROSS JOIN generate_series(0, 1) AS k`,
    },
    {
      table: 'customize_answers',
      rowsPerMember: 3,
      sql: `INSERT INTO customize_answers (user_id, question_id, option_id, answered_at)
            SELECT id, q, 1 + (g + q) % 5, now() - interval '125 days'
            FROM ${MEMBERS} CROSS JOIN generate_series(1, 3) AS q`,
    },
    {
      // One member in ten has answered the missed-day modal (START OVER or KEEP GOING).
      table: 'action_tracker_states',
      rowsPerMember: 0.1,
      sql: `INSERT INTO action_tracker_states (user_id, acknowledged_day, phase_start_day)
            SELECT id, current_date - (g % 60), CASE WHEN g % 20 = 0 THEN current_date - (g % 60) END
            FROM ${MEMBERS} WHERE g % 10 = 0`,
    },
  ];
}
