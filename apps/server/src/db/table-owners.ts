// Who owns each schema file's tables (decision 104): only the owners write them (insert, update, delete)
// and import them; other code calls the owner's functions. The lint rule `tables/owned`
// (eslint.tables.js) is generated from this list, so a new schema file is one line here.
// Paths are from apps/server/src. Seeders (seed/, any seed.ts or *-seed.ts), tests and migrations may
// touch any table.

export interface TableOwner {
  /** The schema file, from db/schema/. */
  schema: string;
  /** The folders (or files) that write and read its tables. */
  owners: string[];
  /** Other folders or files that may read (import, select, join) its tables, never write them, each with why. */
  readers?: Record<string, string>;
}

/** Code that may read, or also write, the tables of every schema file, with why. */
export interface EveryTable {
  path: string;
  writes: boolean;
  why: string;
}

const COACH_CLIENTS = "the coach's client list and its cache are one query per client joining what the client did";
const MEMBER_FACTS = 'the badge rules count what a person did, in one query per badge';
const COACHES_ABOVE = 'coaches imports coaching, payments and media (decision 098), so they cannot call it';
const EMAIL_SEND_TIME = 'a reminder or digest is sent at the hour, channel and pause the person chose';

export const TABLE_OWNERS: TableOwner[] = [
  { schema: 'account-data.ts', owners: ['features/account-data'] },
  { schema: 'account.ts', owners: ['features/account'] },
  { schema: 'achievements.ts', owners: ['features/achievements'] },
  {
    schema: 'assessment.ts',
    owners: ['features/assessment'],
    readers: { 'features/coaching/clients': COACH_CLIENTS },
  },
  { schema: 'auth.ts', owners: ['features/auth'] },
  { schema: 'coaches/find-coach.ts', owners: ['features/coaches/find-coach'] },
  {
    schema: 'coaches/profile.ts',
    owners: ['features/coaches/profile'],
    readers: {
      'features/coaches': "the directory and find-a-coach list coaches by their profile's fields",
      'features/coaching': `a pair, a meeting and a booking show the coach's listing line and links; ${COACHES_ABOVE}`,
      'features/media/store.ts': `a coach's cover image is public while the coach is listed; ${COACHES_ABOVE}`,
      'features/payments': `a purchase of sessions is priced by the coach's rate; ${COACHES_ABOVE}`,
    },
  },
  {
    schema: 'coaching/booking.ts',
    owners: ['features/coaching/booking'],
    readers: { 'features/coaching': 'clients, the digest and meetings join the bookings of a pair' },
  },
  {
    schema: 'coaching/credits.ts',
    owners: ['features/coaching/credits'],
    readers: { 'features/coaching': 'clients and meetings show the sessions a client has left' },
  },
  {
    schema: 'coaching/meetings.ts',
    owners: ['features/coaching/meetings'],
    readers: { 'features/coaching': 'bookings and clients join the meeting a booking became' },
  },
  {
    schema: 'coaching/pairs.ts',
    owners: ['features/coaching/pairs'],
    readers: {
      'features/coaching': 'every coaching part checks the pair it serves',
      'features/achievements/coach-facts.ts': MEMBER_FACTS,
    },
  },
  { schema: 'coaching/room.ts', owners: ['features/coaching/room', 'features/coaching/chat'] },
  { schema: 'dashboard.ts', owners: ['features/dashboard'] },
  {
    schema: 'email.ts',
    owners: ['features/email'],
    readers: {
      'features/notification-preferences':
        'the e-mail switches are views of the opt-outs, read with the channels in one statement per sweep (decision 107)',
      'features/coaching/digest': EMAIL_SEND_TIME,
      'features/daily-reminder': EMAIL_SEND_TIME,
    },
  },
  { schema: 'free-tests.ts', owners: ['features/free-tests'] },
  {
    schema: 'goals.ts',
    owners: ['features/goals'],
    readers: {
      'features/achievements': MEMBER_FACTS,
      'features/coaching/clients': COACH_CLIENTS,
    },
  },
  {
    schema: 'identity.ts',
    owners: ['identity'],
    readers: {
      features:
        "every feature shows a person's name, e-mail, time zone, step or coach: the users row is read everywhere",
      policies: 'who is a coach or staff is a column of the users row',
    },
  },
  { schema: 'journey.ts', owners: ['features/journey'] },
  {
    schema: 'learning.ts',
    owners: ['features/learning'],
    readers: {
      'features/achievements/coach-facts.ts': MEMBER_FACTS,
      'features/coaching/clients': COACH_CLIENTS,
    },
  },
  { schema: 'media.ts', owners: ['features/media'] },
  {
    schema: 'notification-preferences.ts',
    owners: ['features/notification-preferences'],
    readers: {
      'features/coaching/digest': EMAIL_SEND_TIME,
      'features/daily-reminder': EMAIL_SEND_TIME,
      'features/email/send-time-check.ts': EMAIL_SEND_TIME,
    },
  },
  {
    schema: 'notifications.ts',
    owners: ['features/notifications'],
    readers: {
      'features/email/send-time-check.ts':
        'a held e-mail whose bell entry was read is skipped; email cannot call notifications, which sends through it',
    },
  },
  { schema: 'offline.ts', owners: ['http/idempotency.ts'] },
  { schema: 'payments.ts', owners: ['features/payments'] },
  { schema: 'push.ts', owners: ['features/push'] },
  { schema: 'shared-state.ts', owners: ['http/rate-limit-store.ts', 'realtime'] },
  {
    schema: 'streak-pause.ts',
    owners: ['features/streak-pause'],
    readers: {
      'features/daily-reminder': EMAIL_SEND_TIME,
      'features/email/send-time-check.ts': EMAIL_SEND_TIME,
    },
  },
  {
    schema: 'support-chat.ts',
    owners: ['features/support-chat'],
    readers: { 'features/account-data/support-chat-rows.ts': 'the export (decision 074) gives the member their chats' },
  },
  { schema: 'todo.ts', owners: ['features/todo'] },
  {
    schema: 'tracker.ts',
    owners: ['features/tracker'],
    readers: {
      'features/achievements': MEMBER_FACTS,
      'features/coaching/clients': COACH_CLIENTS,
      'features/daily-reminder': 'the reminder names the actions left for today',
    },
  },
];

export const EVERY_TABLE: EveryTable[] = [
  {
    path: 'features/account-data/erasure-steps.ts',
    writes: true,
    why: "the erasure (decision 075) deletes or scrubs the member's rows of every table in one reviewed order, in batches",
  },
  {
    path: 'features/account-data/export-kinds.ts',
    writes: false,
    why: 'the export (decision 074) gives the member every row that is theirs, one kind per table',
  },
];
