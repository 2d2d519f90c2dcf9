import { EventEmitter } from 'node:events';
import type { Socket } from 'socket.io';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindSocketToSession } from './session-sockets.js';

/** The parts of a server-side socket that binding uses: join, disconnect and the disconnect event. */
function fakeSocket() {
  const events = new EventEmitter();
  const socket = {
    rooms: new Set<string>(),
    join: vi.fn(async (room: string) => void socket.rooms.add(room)),
    disconnect: vi.fn(() => events.emit('disconnect', 'server namespace disconnect')),
    once: (event: string, listener: () => void) => events.once(event, listener),
  };
  return socket;
}

afterEach(() => vi.useRealTimers());

describe('a socket bound to its session', () => {
  it('joins the session’s room and is disconnected the moment the session expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') });
    const socket = fakeSocket();
    await bindSocketToSession(socket as unknown as Socket, {
      sessionId: 7,
      expiresAt: new Date('2026-11-28T12:00:00Z'),
    });
    expect([...socket.rooms]).toEqual(['session:7']);
    vi.advanceTimersByTime(5 * 24 * 60 * 60 * 1000 - 1);
    expect(socket.disconnect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(socket.disconnect).toHaveBeenCalledWith(true);
  });

  it('leaves no timer behind once the socket has gone', async () => {
    vi.useFakeTimers();
    const socket = fakeSocket();
    await bindSocketToSession(socket as unknown as Socket, { sessionId: 8, expiresAt: new Date(Date.now() + 60_000) });
    socket.disconnect();
    expect(vi.getTimerCount()).toBe(0);
  });
});
