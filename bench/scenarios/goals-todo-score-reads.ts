import type { Scenario } from '../scenario';

const BUDGET = { rate: 300, p99Ms: 25 };

/** My Goals, My Oola Score and the TO-DO LIST reads (budget: p99 < 25 ms at 300 requests/s), as member 1005. */
export const goalsTodoScoreReads: Scenario[] = [
  {
    name: 'goals-by-status',
    description: 'GET /api/goals/GetUserGoalsGroupedByStatus/{id}: My Goals (24 goals)',
    signInAs: 1005,
    request: ({ userId }) => ({ method: 'GET', path: `/api/goals/GetUserGoalsGroupedByStatus/${userId}` }),
    budget: BUDGET,
  },
  {
    name: 'oola-scores',
    description: 'GET /api/Dashboard/GetOolaScores: My Oola Score (two wheels)',
    signInAs: 1005,
    request: () => ({ method: 'GET', path: '/api/Dashboard/GetOolaScores' }),
    budget: BUDGET,
  },
  {
    name: 'todo-tasks',
    description: 'GET /api/ToDoList/GetTasks: the TO-DO LIST (seven days)',
    signInAs: 1005,
    request: () => ({ method: 'GET', path: '/api/ToDoList/GetTasks' }),
    budget: BUDGET,
  },
];
