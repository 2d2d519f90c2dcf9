import { LOGIN_TYPE, type LoginRequest, type Session } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/app-error.js';
import { findAccounts, findByShopToken } from './find-accounts.js';
import { dummyPasswordHash, verifyPassword } from '../../identity/passwords.js';
import { assertNotLockedOut, attemptKeys, recordFailure } from './rate-limit.js';
import { createSession, type UserRow } from '../../identity/session-store.js';
import { sessionView } from './session-view.js';

export const WRONG_CREDENTIALS_MESSAGE = 'The sign-in details are not correct. Please check them and try again.';
export const SHARED_PHONE_MESSAGE =
  'This phone number belongs to more than one account. Please sign in with your Customer Id.';
export const UNKNOWN_SHOP_TOKEN_MESSAGE = 'This shop sign-in link is not valid any more. Please sign in below.';

/** Login failures answer 401 with { message, data: { severity, message } }. */
function loginFailure(severity: number, message: string): AppError {
  return new AppError('unauthorized', message, { data: { severity, message } });
}

async function matchingAccounts(candidates: UserRow[], password: string): Promise<UserRow[]> {
  if (candidates.length === 0) {
    await verifyPassword(await dummyPasswordHash(), password);
    return [];
  }
  const checks = await Promise.all(candidates.map((user) => verifyPassword(user.passwordHash, password)));
  return candidates.filter((_, index) => checks[index]);
}

/** The login payload's sourceid: 2 a phone, 1 a computer (the spec's values). */
function deviceKind(sourceid: number | undefined): 'phone' | 'computer' | null {
  if (sourceid === 2) return 'phone';
  if (sourceid === 1) return 'computer';
  return null;
}

export async function login(db: Db, request: LoginRequest, address: string): Promise<Session> {
  const keys = attemptKeys(request.userId, address);
  await assertNotLockedOut(db, keys);
  const candidates = await findAccounts(db, request.loginType, request.userId);
  const matches = await matchingAccounts(candidates, request.password);
  if (matches.length === 0) {
    await recordFailure(db, keys);
    throw loginFailure(4, WRONG_CREDENTIALS_MESSAGE);
  }
  // A shared phone is only revealed to someone who knows one of its passwords.
  if (request.loginType === LOGIN_TYPE.phone && candidates.length > 1) {
    throw loginFailure(3, SHARED_PHONE_MESSAGE);
  }
  const user = matches[0]!;
  const session = await createSession(
    db,
    user.id,
    { isShopify: user.isShopify, browser: request.browser ?? null },
    { device: deviceKind(request.sourceid), operatingSystem: request.operativeSystem ?? null, signInAddress: address },
  );
  return sessionView(db, user, session);
}

export async function loginWithShopToken(db: Db, customerToken: string, address: string): Promise<Session> {
  const keys = attemptKeys(`shop:${customerToken}`, address);
  await assertNotLockedOut(db, keys);
  const user = await findByShopToken(db, customerToken);
  if (!user) {
    await recordFailure(db, keys);
    throw loginFailure(4, UNKNOWN_SHOP_TOKEN_MESSAGE);
  }
  const session = await createSession(db, user.id, { isShopify: true, browser: null }, { signInAddress: address });
  return sessionView(db, user, session);
}
