import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { MEETING_MESSAGES, type MeetingRole } from '@oola/domain';
import type { Db, Queryable } from '../../../db/client.js';
import { bookings, coachProfiles, meetings, users } from '../../../db/schema/index.js';
import { conflict, notFound } from '../../../core/app-error.js';
import { authorize } from '../../../policies/ability.js';
import { memberOrTheirCoach } from '../../../policies/member.js';
import { runSession, seeMeeting } from '../../../policies/pair.js';
import { bookingForMeeting } from '../booking/index.js';
import { activePairFor, currentCoachId } from '../pairs/index.js';
import { NO_SESSIONS_LEFT, sessionsRemaining, spendCredit } from '../credits/index.js';
import { sessionUsesCredit } from './credit-rule.js';
import { inTransaction, type Publisher } from '../../../events/index.js';

export type MeetingRow = typeof meetings.$inferSelect;

/** 16 URL-safe characters (96 random bits): the meeting page's address, never guessed. */
const newMeetingCode = () => randomBytes(12).toString('base64url');

async function openMeeting(db: Queryable, coachId: number, clientId: number): Promise<MeetingRow | undefined> {
  const [row] = await db
    .select()
    .from(meetings)
    .where(and(eq(meetings.coachId, coachId), eq(meetings.clientId, clientId), isNull(meetings.completedAt)));
  return row;
}

/**
 * POST Coach/CreateMeeting/{clientId}: only the client's current coach. A pair has one open meeting at a time
 * (a unique index), so creating again answers the open one. A meeting started within a booked session's window
 * serves that booking (decision 050): the booking already holds its credit. Any other new meeting needs the
 * member to have a credit to spend at the end. The coach's own meeting service is used when set.
 */
export async function createMeeting(db: Db, coachId: number, clientId: number, now: Date): Promise<MeetingRow> {
  await activePairFor(db, coachId, coachId, clientId, runSession);
  const booking = await bookingForMeeting(db, coachId, clientId, now);
  const open = await openMeeting(db, coachId, clientId);
  if (open) return booking && open.bookingId === null ? attachBooking(db, open, booking.id) : open;
  if ((await sessionUsesCredit(db, booking?.id ?? null)) && (await sessionsRemaining(db, clientId)) <= 0) {
    throw conflict(NO_SESSIONS_LEFT);
  }
  const [profile] = await db
    .select({ externalMeetingUrl: coachProfiles.externalMeetingUrl })
    .from(coachProfiles)
    .where(eq(coachProfiles.userId, coachId));
  const [created] = await db
    .insert(meetings)
    .values({
      code: newMeetingCode(),
      coachId,
      clientId,
      bookingId: booking?.id ?? null,
      externalUrl: profile?.externalMeetingUrl || null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  // Two creates at once: the unique index keeps the first, and the second answers it.
  return created ?? (await openMeeting(db, coachId, clientId))!;
}

/** A meeting opened before its booking's window, started again inside it, serves the booking from then on. */
async function attachBooking(db: Db, open: MeetingRow, bookingId: number): Promise<MeetingRow> {
  const [attached] = await db
    .update(meetings)
    .set({ bookingId })
    .where(and(eq(meetings.id, open.id), isNull(meetings.bookingId), isNull(meetings.completedAt)))
    .returning();
  return attached ?? (await db.select().from(meetings).where(eq(meetings.id, open.id)))[0]!;
}

/**
 * GET Coach/GetMeeting/{userId}: the member's open meeting with their current coach, read by the member or by
 * that coach; null when there is none (a coaching room asks on every visit, so none is an answer, not an error).
 */
export async function memberMeeting(db: Queryable, callerId: number, userId: number): Promise<MeetingRow | null> {
  const coachId = await currentCoachId(db, userId);
  authorize(memberOrTheirCoach({ id: callerId }, { memberId: userId, coachId }));
  return (coachId === null ? undefined : await openMeeting(db, coachId, userId)) ?? null;
}

export interface CompleteSessionInput {
  coachId: number;
  userId: number;
  meetingCode: string;
}

/**
 * POST Coach/CompleteSession: only the pair's coach. Uses one of the member's credits (unless the meeting's
 * booking already holds it) and marks the meeting completed, in one transaction; a member without a credit is
 * a 409 and nothing changes. Completing a completed meeting changes nothing.
 */
export async function completeSession(
  db: Db,
  events: Publisher,
  callerId: number,
  input: CompleteSessionInput,
  now: Date,
): Promise<{ meeting: MeetingRow; sessionsRemaining: number }> {
  await activePairFor(db, callerId, input.coachId, input.userId, runSession);
  return inTransaction(db, events, async (tx, events) => {
    const [row] = await tx
      .select()
      .from(meetings)
      .where(
        and(
          eq(meetings.code, input.meetingCode),
          eq(meetings.coachId, input.coachId),
          eq(meetings.clientId, input.userId),
        ),
      )
      .for('update');
    if (!row) throw notFound(MEETING_MESSAGES.notFound);
    let meeting = row;
    if (!row.completedAt) {
      // The booking's row first, as a cancellation locks it: a coach cancelling the session while it is being
      // completed either gives the credit back before (and this session takes one) or is refused as held.
      if (row.bookingId !== null) {
        await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, row.bookingId)).for('update');
      }
      if (await sessionUsesCredit(tx, row.bookingId)) {
        await spendCredit(tx, { userId: row.clientId, coachId: row.coachId, reason: 'session', meetingId: row.id });
      }
      await tx.update(meetings).set({ completedAt: now }).where(eq(meetings.id, row.id));
      meeting = { ...row, completedAt: now };
      events.publish('booking.changed', { userId: row.clientId, coachId: row.coachId });
    }
    return { meeting, sessionsRemaining: await sessionsRemaining(tx, row.clientId) };
  });
}

/** The meeting a caller takes part in (coach or client); anyone else gets a 404, as if it did not exist. */
export async function meetingOf(
  db: Queryable,
  callerId: number,
  code: string,
): Promise<{ meeting: MeetingRow; role: MeetingRole }> {
  const [row] = await db.select().from(meetings).where(eq(meetings.code, code));
  if (!row) throw notFound(MEETING_MESSAGES.notFound);
  authorize(seeMeeting({ id: callerId }, row));
  return { meeting: row, role: row.coachId === callerId ? 'coach' : 'member' };
}

/** The /meeting/{code} page: the caller's role and the other person's first name. */
export async function meetingRoom(db: Queryable, callerId: number, code: string) {
  const { meeting, role } = await meetingOf(db, callerId, code);
  const peerId = role === 'coach' ? meeting.clientId : meeting.coachId;
  const [peer] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, peerId));
  return {
    meetingCode: meeting.code,
    role,
    coachId: meeting.coachId,
    clientId: meeting.clientId,
    peerName: peer?.firstName || (role === 'coach' ? 'Your client' : 'Your coach'),
    completed: meeting.completedAt !== null,
  };
}

/** Meeting (spec §3): both links lead to the built-in room at /meeting/{code}, or to the coach's own service. */
export function meetingLinks(meeting: MeetingRow, publicUrl: string | null) {
  const link = meeting.externalUrl ?? `${(publicUrl ?? '').replace(/\/+$/, '')}/meeting/${meeting.code}`;
  return { coachLink: link, customerLink: link, meetingCode: meeting.code };
}
