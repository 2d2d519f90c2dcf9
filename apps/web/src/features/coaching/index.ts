/** What other features use from coaching (its sub-folders' index.ts files serve each other). */
export { BookingPanel, coachingScheduleQuery, ManageScheduleButton } from './booking';
export { ClientList, MyStats, useMyClients } from './clients';
export { coachingRoomQuery, MyCoachPanel } from './room';
