/** The rest of what the dashboard reads per member: goals, to-do tasks, sittings, notifications (achievements: achievements.ts). */
import { MEMBER_ID_BASE, MEMBERS, textArray, type FillStep } from './scale';

/** Three goals per area (Fitness, Finance, Family, Faith, Field, Friends, Fun), as the journey sets them. */
const GOAL_TEXTS = [
  'Run a 10 km race',
  'Lose 5 kg',
  'Sleep eight hours a night',
  'Pay off my credit card',
  'Save three months of expenses',
  'Start a retirement plan',
  'Eat dinner together five nights a week',
  'Plan a family holiday',
  'Call my parents every Sunday',
  'Volunteer once a month',
  'Read a chapter of scripture daily',
  'Take a weekend retreat',
  'Finish my certification',
  'Ask for a promotion',
  'Find a mentor',
  'Host a dinner for friends',
  'Join a club',
  'Reconnect with an old friend',
  'Learn to surf',
  'Visit a new country',
  'Take a painting class',
];
const TASK_TEXTS = ['Buy groceries', 'Book the dentist', 'Renew car insurance', 'Email the landlord', 'Pick up parcel'];
const NOTIFICATION_TITLES = ['Welcome to your dashboard', 'New course available', 'Summit tickets', 'Weekly tip'];
const NOTIFICATION_MESSAGE =
  '<p>Keep your <strong>three daily actions</strong> going: small steps every day add up to a balanced life.</p>';

const IN_BATCH = `user_id BETWEEN ${MEMBER_ID_BASE} + $1 AND ${MEMBER_ID_BASE} + $2`;

export const dashboardSteps: FillStep[] = [
  {
    // 21 goals: slot 0 of each area is in the top 7 (area 1's is the One goal), up to three achieved.
    table: 'goals',
    rowsPerMember: 21,
    sql: `INSERT INTO goals (user_id, area_id, text, completed_by_date, recommendation_index, seven_goal_order,
            is_one_goal, status, completion_date, created_at)
          SELECT id, a, (${textArray(GOAL_TEXTS)})[a * 3 - 2 + r], current_date + 30 + (a * 3 + r) * 5, r,
            CASE WHEN r = 0 THEN a END, a = 1 AND r = 0, status,
            CASE WHEN status = 'completed' THEN now() - ((g + a * 11) % 100) * interval '1 day' END,
            now() - interval '120 days'
          FROM ${MEMBERS} CROSS JOIN generate_series(1, 7) AS a CROSS JOIN generate_series(0, 2) AS r
          CROSS JOIN LATERAL (SELECT CASE WHEN r = 1 AND a <= g % 4 THEN 'completed'
                                          WHEN r = 0 THEN 'inProgress' ELSE 'pending' END AS status) s`,
  },
  {
    // Ten tasks from three weeks back to a week ahead; the past ones mostly done.
    table: 'tasks',
    rowsPerMember: 10,
    sql: `INSERT INTO tasks (user_id, text, day, completed_at, created_at)
          SELECT id, (${textArray(TASK_TEXTS)})[1 + (g + k + 2) % ${TASK_TEXTS.length}], day,
            CASE WHEN day < current_date AND (g + k) % 4 <> 0 THEN day + interval '20 hours' END,
            LEAST(day, current_date) - 1 + interval '9 hours'
          FROM ${MEMBERS} CROSS JOIN generate_series(-2, 7) AS k
          CROSS JOIN LATERAL (SELECT current_date - (k * 3 + g % 3) AS day) d`,
  },
  {
    // The Step 1 sitting; the mid-year review for members at step 5; an open level 2 sitting at step 6.
    table: 'assessments',
    rowsPerMember: 1.1,
    sql: `INSERT INTO assessments (user_id, type_id, started_at, completed_at)
          SELECT id, s.type_id, s.started_at, s.completed_at
          FROM ${MEMBERS} CROSS JOIN LATERAL (
            SELECT 1 AS type_id, now() - interval '118 days' AS started_at,
              now() - interval '118 days' + interval '25 minutes' AS completed_at
            UNION ALL SELECT 2, now() - interval '9 days', now() - interval '9 days' + interval '20 minutes'
              WHERE g % 20 = 0
            UNION ALL SELECT 3, now() - interval '2 days', NULL WHERE g % 20 = 1) s`,
  },
  {
    // 70 answers per completed sitting (questions 101-710), 30 in an open one.
    table: 'assessment_scores',
    rowsPerMember: 77,
    sql: `INSERT INTO assessment_scores (assessment_id, question_id, score)
          SELECT s.id, area * 100 + n, 3 + (s.id * 7 + area * 5 + n * 3) % 8
          FROM assessments s CROSS JOIN generate_series(1, 7) AS area CROSS JOIN generate_series(1, 10) AS n
          WHERE s.${IN_BATCH} AND (s.completed_at IS NOT NULL OR area <= 3)`,
  },
  {
    table: 'notifications',
    rowsPerMember: 5,
    sql: `INSERT INTO notifications (user_id, title, message, created_at, read_at)
          SELECT id, (${textArray(NOTIFICATION_TITLES)})[1 + (g + k) % ${NOTIFICATION_TITLES.length}],
            '${NOTIFICATION_MESSAGE}', created_at, CASE WHEN k > 0 THEN created_at + interval '1 day' END
          FROM ${MEMBERS} CROSS JOIN generate_series(0, 4) AS k
          CROSS JOIN LATERAL (SELECT now() - (k * 25 + g % 10) * interval '1 day' AS created_at) c`,
  },
];
