/** What other features use from dashboard. */
export { MemberHeader } from './header/member-header';
export { TimeZoneModal } from './timezone/time-zone-modal';
