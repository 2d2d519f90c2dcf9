import type { Socket } from 'socket.io';
import { describe, expect, it, vi } from 'vitest';
import { answered } from './answered.js';

const socket = {} as Socket;

describe('a socket middleware that always answers', () => {
  it('refuses the handshake with "unavailable" when the middleware throws (the database did not answer)', async () => {
    const next = vi.fn();
    answered(async () => {
      throw new Error('connection terminated');
    })(socket, next);
    await vi.waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    expect(next.mock.calls[0]![0]).toEqual(new Error('unavailable'));
  });

  it('passes through what the middleware decides', async () => {
    const next = vi.fn();
    answered(async (_socket, done) => done(new Error('unauthorized')))(socket, next);
    await vi.waitFor(() => expect(next).toHaveBeenCalledWith(new Error('unauthorized')));
    expect(next).toHaveBeenCalledTimes(1);
  });
});
