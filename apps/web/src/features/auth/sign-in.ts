import { routeForStep, type LoginFailure, type Session } from '@oola/domain';
import { api, ApiError } from '../../lib/api';
import { setSession } from '../../lib/session';
import { adoptBrowserZone } from '../timezone';
import { deviceInfo } from './device-info';

export interface LoginMessage {
  severity: number;
  message: string;
}

export type SignInResult = { ok: true; route: string } | { ok: false; message: LoginMessage };

function failureOf(error: unknown): LoginMessage {
  if (error instanceof ApiError) {
    const body = error.body as Partial<LoginFailure> | null;
    if (body?.data) return body.data;
    return { severity: 4, message: error.message };
  }
  return { severity: 4, message: 'Sorry we had an error, please try again.' };
}

async function signInWith(path: string, body: unknown): Promise<SignInResult> {
  try {
    const session = await api<Session>('POST', path, body, { handleUnauthorized: true, handleConflict: true });
    setSession(session);
    await adoptBrowserZone(session);
    return { ok: true, route: routeForStep(session.userStepId) };
  } catch (error) {
    return { ok: false, message: failureOf(error) };
  }
}

/** POST /api/Login; answers where the member goes next or the server's message. */
export function signIn(identifier: string, password: string, loginType: 1 | 2 | 3): Promise<SignInResult> {
  return signInWith('Login', { userId: identifier.trim(), password, loginType, ...deviceInfo() });
}

export function signInWithShopToken(customerToken: string): Promise<SignInResult> {
  return signInWith('Login/LoginShopifyCustomer', { customerToken });
}
