import type { Scenario } from '../scenario';
import { currentStep } from './current-step';
import { profileInfo } from './profile-info';
import { dashboardReads } from './dashboard-reads';
import { goalsTodoScoreReads } from './goals-todo-score-reads';
import { dashboardTrackerReads } from './dashboard-tracker-reads';
import { elearningReads } from './elearning-reads';
import { coachingRoomReads } from './coaching-room-reads';
import { coachClientsReads } from './coach-clients';
import { coachPicksReads } from './coach-picks';

/** Every scenario `npm run bench` runs, in order; add new ones here. */
export const SCENARIOS: Scenario[] = [
  currentStep,
  profileInfo,
  ...dashboardReads,
  ...dashboardTrackerReads,
  ...goalsTodoScoreReads,
  ...elearningReads,
  ...coachingRoomReads,
  ...coachClientsReads,
  ...coachPicksReads,
];
