import type { Server, Socket } from 'socket.io';

/** The longest delay setTimeout keeps; a longer one would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface SocketSession {
  sessionId: number;
  expiresAt: Date;
}

const sessionRoom = (sessionId: number) => `session:${sessionId}`;

/**
 * A socket lives no longer than the session that admitted it: it joins its session's room, so a
 * logout can end it, and it is disconnected when the session expires.
 */
export async function bindSocketToSession(socket: Socket, session: SocketSession): Promise<void> {
  await socket.join(sessionRoom(session.sessionId));
  const remaining = Math.min(Math.max(session.expiresAt.getTime() - Date.now(), 0), MAX_TIMER_MS);
  const expiry = setTimeout(() => socket.disconnect(true), remaining);
  expiry.unref();
  socket.once('disconnect', () => clearTimeout(expiry));
}

/** Ends every socket of a session, on every namespace (after logout or revocation). */
export function disconnectSession(io: Server, sessionId: number): void {
  for (const namespace of io._nsps.values()) namespace.in(sessionRoom(sessionId)).disconnectSockets(true);
}
