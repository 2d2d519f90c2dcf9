import type { Scenario } from '../scenario';

/** The read call every private page makes first. */
export const currentStep: Scenario = {
  name: 'current-step',
  description: 'GET /api/customer/GetCurrentUserStep/{id} as member 1005',
  signInAs: 1005,
  request: ({ userId }) => ({ method: 'GET', path: `/api/customer/GetCurrentUserStep/${userId}` }),
  budget: { rate: 300, p99Ms: 25 },
};
