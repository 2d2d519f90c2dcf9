import type { Scenario } from '../scenario';

const BUDGET = { rate: 300, p99Ms: 25 };

/** The dashboard's read calls (budget: p99 < 25 ms at 300 requests/s), as member 1005 with 60 days of history. */
export const dashboardReads: Scenario[] = [
  {
    name: 'profile-information',
    description: 'GET /api/Customer/GetCustomerProfileInformation/{id}: profile card and all 75 achievements',
    signInAs: 1005,
    request: ({ userId }) => ({ method: 'GET', path: `/api/Customer/GetCustomerProfileInformation/${userId}` }),
    budget: BUDGET,
  },
  {
    name: 'user-progress',
    description: 'GET /api/Dashboard/GetUserProgress/{id}: steps taken, streaks, goals completed',
    signInAs: 1005,
    request: ({ userId }) => ({ method: 'GET', path: `/api/Dashboard/GetUserProgress/${userId}` }),
    budget: BUDGET,
  },
  {
    name: 'global-steps',
    description: 'GET /api/Actions/GetGlobalActionStepsTaken: the community counter',
    signInAs: 1005,
    request: () => ({ method: 'GET', path: '/api/Actions/GetGlobalActionStepsTaken' }),
    budget: BUDGET,
  },
  {
    name: 'notifications',
    description: 'GET /api/Notification/GetNotification: the header bell',
    signInAs: 1005,
    request: () => ({ method: 'GET', path: '/api/Notification/GetNotification' }),
    budget: BUDGET,
  },
  {
    name: 'recommended-products',
    description: 'GET /api/Dashboard/GetOolaProducts/2: My Recommendations',
    signInAs: 1005,
    request: () => ({ method: 'GET', path: '/api/Dashboard/GetOolaProducts/2' }),
    budget: BUDGET,
  },
];
