import type { ExtendedError, Socket } from 'socket.io';

type Next = (error?: ExtendedError) => void;

/**
 * A socket middleware that always answers the handshake: when it throws (the database did not
 * answer), the client gets the error 'unavailable' and may retry, instead of a handshake left
 * open and an unhandled rejection.
 */
export function answered(middleware: (socket: Socket, next: Next) => Promise<void>) {
  return (socket: Socket, next: Next): void => {
    middleware(socket, next).catch(() => next(new Error('unavailable')));
  };
}
