/**
 * A tiny event channel from non-React code (the API client) to the app shell:
 * the generic error modal, the sign-out on 401 and the loading overlay.
 */
export interface ErrorDialog {
  title: string;
  message: string;
}

type ShellEvent =
  | { type: 'error'; dialog: ErrorDialog }
  /** `because`: the server's words for why the session ended (a 401 with a reason), shown on sign-in. */
  | { type: 'signedOut'; because?: string }
  | { type: 'loading'; delta: 1 | -1 };

/** The sign-in page's location state after a sign-out the server explained. */
export interface SignedOutState {
  signedOutBecause: string;
}

const listeners = new Set<(event: ShellEvent) => void>();

export function emitShellEvent(event: ShellEvent): void {
  for (const listener of listeners) listener(event);
}

export function onShellEvent(listener: (event: ShellEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function showErrorDialog(message: string, title = 'Error'): void {
  emitShellEvent({ type: 'error', dialog: { title, message } });
}

/** Runs a task under the full-screen loading overlay. */
export async function withLoadingOverlay<T>(task: () => Promise<T>): Promise<T> {
  emitShellEvent({ type: 'loading', delta: 1 });
  try {
    return await task();
  } finally {
    emitShellEvent({ type: 'loading', delta: -1 });
  }
}
