/** What other features use from coaching-room. */
export { coachingRoomQuery } from './api';
export { MyCoachPanel } from './my-coach-panel';
export { PendingBadge } from './pending-badge';
