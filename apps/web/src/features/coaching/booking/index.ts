/** What the rest of coaching uses from booking (../index.ts passes on what other features use). */
export { BookingPanel, type BookingPanelProps } from './booking-panel';
export { ManageScheduleButton } from './manage-schedule-button';
export { NextSessionLine } from './next-session-line';
export { useAvailability } from './api';
export { coachingScheduleQuery } from './api';
export { useJoinableSession } from './use-joinable-session';
