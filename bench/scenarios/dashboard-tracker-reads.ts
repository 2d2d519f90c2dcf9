import type { Scenario } from '../scenario';

const BUDGET = { rate: 300, p99Ms: 25 };

/**
 * The action tracker's reads (budget: p99 < 25 ms at 300 requests/s), as member 1005
 * with 60 days of history: today's TRACKER list and a DAILY ACTIONS day ahead (repeat rules checked).
 */
export const dashboardTrackerReads: Scenario[] = [
  {
    name: 'tracker-today',
    description: "GET /api/Actions/GetUserNotCompletedActions/{id}/0: today's actions, count, missed-day flag",
    signInAs: 1005,
    request: ({ userId }) => ({ method: 'GET', path: `/api/Actions/GetUserNotCompletedActions/${userId}/0` }),
    budget: BUDGET,
  },
  {
    name: 'tracker-day-ahead',
    description: 'GET /api/Actions/GetUserNotCompletedActions/{id}/3: a DAILY ACTIONS day three days ahead',
    signInAs: 1005,
    request: ({ userId }) => ({ method: 'GET', path: `/api/Actions/GetUserNotCompletedActions/${userId}/3` }),
    budget: BUDGET,
  },
];
