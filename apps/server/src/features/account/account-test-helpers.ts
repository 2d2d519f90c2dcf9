import type { Socket } from 'socket.io-client';
import { call, TEST_PASSWORD, type TestApp } from '../../test/test-app.js';

/** Each call from its own address, so the per-address sign-in limit only counts where a test means it to. */
let nextAddress = 1;
export const freshAddress = () => `10.30.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

/** A second sign-in of the same person (another device), answering its token. */
export async function signInAgain(
  t: TestApp,
  userId: number,
  extra: Record<string, unknown> = {},
  remoteAddress = freshAddress(),
): Promise<string> {
  const response = await call<{ token: string }>(t, {
    method: 'POST',
    url: '/api/Login',
    payload: { userId: String(userId), password: TEST_PASSWORD, loginType: 2, ...extra },
    remoteAddress,
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(response.body)}`);
  return response.body.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Resolves with the reason once the server disconnects the socket. */
export const disconnection = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
