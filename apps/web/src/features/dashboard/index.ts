/** What other features use from dashboard. */
export { MemberHeader } from './header/member-header';
