import type { Scenario } from '../scenario';

/** The profile flags the member header reads. */
export const profileInfo: Scenario = {
  name: 'profile-info',
  description: 'GET /api/Customer/GetCustomerProfileInfo/{id} as member 1005',
  signInAs: 1005,
  request: ({ userId }) => ({ method: 'GET', path: `/api/Customer/GetCustomerProfileInfo/${userId}` }),
  budget: { rate: 300, p99Ms: 25 },
};
