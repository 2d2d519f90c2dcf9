import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { chatMessages, chatReadMarks, sessionNotes } from '../../../db/schema/index.js';
import { currentCoachId } from '../pairs/index.js';

const COACH = 2001;
const CLIENT = 1005;
/** Days ago and a UTC time of day: daytime in Denver, where 1005 lives. */
type Moment = [daysAgo: number, utcTime: string];

function momentOf([daysAgo, utcTime]: Moment, now: Date): Date {
  const [hours, minutes] = utcTime.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo, hours, minutes));
}

/** Coach Morgan Reyes's notebook with Emery Foster: two sessions and Emery's own notes. */
const NOTES: { by: number; at: Moment; comment: string }[] = [
  {
    by: COACH,
    at: [14, '17:00'],
    comment:
      'First session. Emery wants evenings back: work runs past 7 pm most days. One goal for now: a hard ' +
      'stop at 6:30 on weekdays. Actions: a calendar block at 6:15, phone in the kitchen drawer after dinner, ' +
      'a 20-minute walk with Sam.',
  },
  {
    by: CLIENT,
    at: [13, '23:10'],
    comment: 'To remember: small steps count. Ask my manager whether the Thursday calls can start earlier.',
  },
  {
    by: COACH,
    at: [7, '17:05'],
    comment:
      'Second session. The hard stop held four days out of five, and the Thursday calls moved to 4 pm after ' +
      'Emery asked. Next: keep Saturday morning free for a hike, then look at the savings goal together.',
  },
  {
    by: CLIENT,
    at: [2, '21:30'],
    comment: 'Hiked Mount Falcon on Saturday. It felt like a real weekend for the first time in months.',
  },
];

/** Their chat over the last nine days; Emery has not read Morgan's last two messages yet. */
const CHAT: { by: number; at: Moment; text: string }[] = [
  { by: COACH, at: [9, '16:10'], text: 'Hi Emery, great first session! How did the 6:15 calendar block go?' },
  {
    by: CLIENT,
    at: [9, '19:42'],
    text: 'Better than I expected. I only stayed late once, and that was a real deadline.',
  },
  {
    by: COACH,
    at: [9, '20:05'],
    text: 'That is a win. Once a week is something we can work with. Keep noting what pulls you back to the desk.',
  },
  {
    by: CLIENT,
    at: [5, '23:48'],
    text: 'Quick question: is it fine to swap the evening walk for a bike ride when it is warm?',
  },
  {
    by: COACH,
    at: [4, '15:20'],
    text: 'Absolutely. The point is to move and be outside with Sam, so count it as the same action.',
  },
  {
    by: CLIENT,
    at: [2, '22:15'],
    text: 'Hike done! Mount Falcon, five miles. Sam wants to make it a monthly thing.',
  },
  {
    by: COACH,
    at: [1, '15:30'],
    text: 'Love this! Monthly is perfect. Put the next one in the calendar now so it does not slip.',
  },
  {
    by: COACH,
    at: [1, '15:32'],
    text: 'Before our next session, have a look at your Finance goal and jot down one question for me.',
  },
];
/** Both have read up to Emery's hike message. */
const READ_UP_TO = 6;

const seedMessageId = (index: number) => `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;

async function seedNotes(db: Db, now: Date): Promise<void> {
  const existing = await db
    .select({ id: sessionNotes.id })
    .from(sessionNotes)
    .where(and(eq(sessionNotes.coachId, COACH), eq(sessionNotes.clientId, CLIENT)))
    .limit(1);
  if (existing.length > 0) return;
  await db.insert(sessionNotes).values(
    NOTES.map((note) => ({
      coachId: COACH,
      clientId: CLIENT,
      authorId: note.by,
      comment: note.comment,
      createdAt: momentOf(note.at, now),
    })),
  );
}

async function seedChat(db: Db, now: Date): Promise<void> {
  await db
    .insert(chatMessages)
    .values(
      CHAT.map((message, index) => ({
        coachId: COACH,
        clientId: CLIENT,
        fromUserId: message.by,
        clientMessageId: seedMessageId(index),
        text: message.text,
        createdAt: momentOf(message.at, now),
      })),
    )
    .onConflictDoNothing({ target: [chatMessages.fromUserId, chatMessages.clientMessageId] });
  const readBy = CHAT[READ_UP_TO - 1]!.by;
  const [lastRead] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.fromUserId, readBy), eq(chatMessages.clientMessageId, seedMessageId(READ_UP_TO - 1))));
  if (!lastRead) return;
  await db
    .insert(chatReadMarks)
    .values(
      [COACH, CLIENT].map((userId) => ({ coachId: COACH, clientId: CLIENT, userId, lastReadMessageId: lastRead.id })),
    )
    .onConflictDoNothing();
}

/** Notes and chat history between coach 2001 and member 1005, once (only while 2001 is 1005's coach). */
export async function seedCoachingRoomDemo(db: Db): Promise<void> {
  if ((await currentCoachId(db, CLIENT)) !== COACH) return;
  const now = new Date();
  await seedNotes(db, now);
  await seedChat(db, now);
}
