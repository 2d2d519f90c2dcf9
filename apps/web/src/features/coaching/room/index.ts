/** What the rest of coaching uses from room (../index.ts passes on what other features use). */
export { coachingRoomQuery } from './api';
export { MyCoachPanel } from './my-coach-panel';
export { PendingBadge } from './pending-badge';
