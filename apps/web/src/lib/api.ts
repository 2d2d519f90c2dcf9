import { clearSession, getSession } from './session';
import { emitShellEvent, showErrorDialog } from './shell-events';

export const NETWORK_ERROR_MESSAGE = 'Please verify your internet access, please try again';
export const SERVER_ERROR_MESSAGE = 'Error with the server, we are fixing it';

/** An answer other than 2xx, carrying the server's message (never a stack trace). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export interface ApiOptions {
  /** Leave a 409 to the caller instead of opening the generic error modal. */
  handleConflict?: boolean;
  /** Leave a 401 to the caller instead of signing out (e.g. the login form). */
  handleUnauthorized?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (e.g. a payment's Idempotency-Key). */
  headers?: Record<string, string>;
}

function messageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  if (status >= 500) return SERVER_ERROR_MESSAGE;
  return `Request failed (${status})`;
}

/**
 * Calls the API under /api. Adds the bearer token; a 401 on a signed-in call
 * signs the user out; a 409 opens the 'Error' modal with the server's message.
 */
export async function api<T>(method: string, path: string, body?: unknown, options: ApiOptions = {}): Promise<T> {
  const session = getSession();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (session) headers.Authorization = `Bearer ${session.token}`;

  let response: Response;
  try {
    response = await fetch(`/api/${path.replace(/^\//, '')}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, null);
  }

  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (response.ok) return parsed as T;

  const error = new ApiError(response.status, messageOf(parsed, response.status), parsed);
  if (response.status === 401 && session && !options.handleUnauthorized) {
    clearSession();
    const explained = parsed !== null && typeof parsed === 'object' && 'reason' in parsed;
    emitShellEvent({ type: 'signedOut', because: explained ? error.message : undefined });
  }
  if (response.status === 409 && !options.handleConflict) showErrorDialog(error.message);
  throw error;
}
