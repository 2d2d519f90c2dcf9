/**
 * What the `postgres` project runs again with its servers on PostgreSQL (decisions 068 and 082). On
 * PostgreSQL the hubs' events go through Socket.IO's PostgreSQL adapter, and the sign-in lockout, rate
 * limits and row locks through a server instead of the embedded database: these specs walk those paths
 * (chat, video, live counter and notifications, support chat, booking and payments, sign-in). Every other
 * spec runs the same SQL on both databases and runs once, on PGlite.
 */
export const POSTGRES_SPECS = [
  'e2e/dashboard/dashboard-frame.spec.ts',
  'e2e/coaching/room/coaching-room.spec.ts',
  'e2e/journeys/member-coaching.spec.ts',
  'e2e/coaching/meetings/meeting.spec.ts',
  'e2e/support-chat/support-chat.spec.ts',
  'e2e/coaching/booking/booking.spec.ts',
  'e2e/payments/payments.spec.ts',
  'e2e/auth/sign-in.spec.ts',
];

/**
 * The tests of those specs that walk none of those paths either (the same sign-in for every demo account
 * after the spec's own sign-in, lockout and shared-phone tests; the frame's time zone at first sign-in, locked
 * sections, badge and menu; FIND A COACH locked for a non-subscriber), and one that needs the order the
 * embedded database's adapter keeps: they run on PGlite only.
 */
export const POSTGRES_SAME_PATH = [
  'every demo account lands on the page of its step',
  'a demo member without a time zone gets the browser',
  'a non-subscriber sees every subscriber section locked',
  'the new badges open together in one modal',
  'the header menu: community pop-over',
  'finds FIND A COACH locked, with the invitation to subscribe',
  'a non-subscriber sees FIND A COACH locked, with a hint',
  // Reorders the signals itself, holding each description until the next candidate: PostgreSQL's adapter
  // already reorders them, and a description whose candidates all came first would be held for ever (decision 084).
  'when candidates overtake their descriptions',
];
