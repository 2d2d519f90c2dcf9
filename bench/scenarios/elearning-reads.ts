import type { Scenario } from '../scenario';

const BUDGET = { rate: 300, p99Ms: 25 };
/** Week 4 of the breakthrough: member 1005's latest unlocked module. */
const WEEK_FOUR = 104;

/** My E-Learning (budget: p99 < 25 ms at 300 requests/s), as member 1005, seeded in week 4 of the breakthrough. */
export const elearningReads: Scenario[] = [
  {
    name: 'elearning-board',
    description: 'GET /api/Elearning/GetELearningModules/{id}/1: the breakthrough and path at level 1',
    signInAs: 1005,
    request: ({ userId }) => ({ method: 'GET', path: `/api/Elearning/GetELearningModules/${userId}/1` }),
    budget: BUDGET,
  },
  {
    name: 'elearning-module-detail',
    description: 'GET /api/elearning/GetELearningModuleDetail/104: week 4, Watch, Read, Do and quick questions',
    signInAs: 1005,
    request: () => ({ method: 'GET', path: `/api/elearning/GetELearningModuleDetail/${WEEK_FOUR}` }),
    budget: BUDGET,
  },
];
