import type { FastifyInstance } from 'fastify';
import type { Namespace, Socket } from 'socket.io';
import {
  joinMeetingRequestSchema,
  MEETING_HUB,
  MEETING_MESSAGES,
  meetingSignalSchema,
  type MeetingJoinAnswer,
  type MeetingPeerEvent,
  type MeetingRole,
} from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../core/app-error.js';
import type { SocketUser } from '../../../realtime/io.js';
import { meetingOf } from './service.js';

const { events } = MEETING_HUB;
export const meetingRoomName = (code: string) => `meeting:${code}`;

interface MeetingSocketData {
  user: SocketUser;
  meeting?: { code: string; role: MeetingRole };
}

const dataOf = (socket: Socket) => socket.data as MeetingSocketData;

/** The room this socket is in, if it still is (a socket replaced from another tab was made to leave). */
function joinedRoom(socket: Socket): { room: string; role: MeetingRole } | null {
  const meeting = dataOf(socket).meeting;
  if (!meeting || !socket.rooms.has(meetingRoomName(meeting.code))) return null;
  return { room: meetingRoomName(meeting.code), role: meeting.role };
}

function leaveMeeting(socket: Socket): void {
  const joined = joinedRoom(socket);
  if (!joined) return;
  socket.to(joined.room).emit(events.peerLeft, { role: joined.role } satisfies MeetingPeerEvent);
  void socket.leave(joined.room);
  delete dataOf(socket).meeting;
}

/**
 * JoinMeeting: only the meeting's coach and client, and only while it is open. One socket per person: the
 * same person joining from another tab replaces the first one. Everything goes through the namespace's rooms
 * (fetchSockets, to().emit), so it works the same across processes with a shared adapter.
 */
async function joinMeeting(hub: Namespace, db: Db, socket: Socket, payload: unknown): Promise<MeetingJoinAnswer> {
  const request = joinMeetingRequestSchema.safeParse(payload);
  if (!request.success) return { ok: false, message: MEETING_MESSAGES.notFound };
  const { userId } = dataOf(socket).user;
  const { meeting, role } = await meetingOf(db, userId, request.data.meetingCode);
  if (meeting.completedAt) return { ok: false, message: MEETING_MESSAGES.ended };

  const room = meetingRoomName(meeting.code);
  if (joinedRoom(socket)?.room !== room) leaveMeeting(socket);
  // Join first, then look: of two people joining at once, at least the second sees the first.
  await socket.join(room);
  dataOf(socket).meeting = { code: meeting.code, role };
  let peerPresent = false;
  for (const other of await hub.in(room).fetchSockets()) {
    if (other.id === socket.id) continue;
    if ((other.data as MeetingSocketData).user.userId !== userId) {
      peerPresent = true;
      continue;
    }
    other.emit(events.replaced);
    other.leave(room);
  }
  socket.to(room).emit(events.peerJoined, { role } satisfies MeetingPeerEvent);
  return { ok: true, role, peerPresent };
}

/** Relays a session description or an ICE candidate to the other person in the room; anything else is dropped. */
function relaySignal(socket: Socket, payload: unknown): void {
  const joined = joinedRoom(socket);
  const signal = meetingSignalSchema.safeParse(payload);
  if (!joined || !signal.success) return;
  socket.to(joined.room).emit(events.signal, signal.data);
}

/**
 * The video sessions' signalling on /meetinghub (authenticated with the bearer token like every hub, see
 * realtime/io.ts). Messages are relayed, never stored: a lost socket rejoins and negotiates again.
 */
export function registerMeetingHub(app: FastifyInstance, db: Db): Namespace {
  const hub = app.hub(MEETING_HUB.namespace);
  hub.on('connection', (socket) => {
    socket.on(events.join, (payload: unknown, ack?: unknown) => {
      const answer = typeof ack === 'function' ? (ack as (answer: MeetingJoinAnswer) => void) : () => {};
      joinMeeting(hub, db, socket, payload).then(answer, (error: unknown) =>
        answer({ ok: false, message: error instanceof AppError ? error.message : MEETING_MESSAGES.startFailed }),
      );
    });
    socket.on(events.signal, (payload: unknown) => relaySignal(socket, payload));
    socket.on(events.leave, () => leaveMeeting(socket));
    socket.on('disconnecting', () => leaveMeeting(socket));
  });
  return hub;
}

/**
 * The coach completed the session: both people are told, and each page then leaves on its own. The room is
 * not emptied here: with the PostgreSQL adapter an emit and a leave each wait for their own publish, so the
 * leave could overtake the announcement; a completed meeting refuses any new join instead.
 */
export function endMeeting(hub: Namespace, code: string): void {
  hub.to(meetingRoomName(code)).emit(events.ended);
}
