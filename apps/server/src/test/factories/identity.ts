import type { InjectOptions } from 'fastify';
import { call, createUser, type NewUser, type TestApp } from '../test-app.js';

/** A signed-in person of a test: their id, bearer token, headers, and calls made as them. */
export interface Identity {
  id: number;
  token: string;
  auth: { authorization: string };
  /** `call` with this person's token (headers of the options are added to it). */
  call<T = unknown>(options: InjectOptions): ReturnType<typeof call<T>>;
}

/** Inserts a user with these columns and signs them in. */
export async function signedIn(t: TestApp, fields: NewUser = {}): Promise<Identity> {
  const user = await createUser(t, fields);
  return {
    ...user,
    call: <T>(options: InjectOptions) => call<T>(t, { ...options, headers: { ...options.headers, ...user.auth } }),
  };
}
