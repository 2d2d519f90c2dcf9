import { ApiError } from './api';
import { showErrorDialog } from './shell-events';

/** Opens the app's error modal for a failed call, unless api() already did (a 409). */
export function showCallError(error: Error): void {
  if (!(error instanceof ApiError) || error.status !== 409) showErrorDialog(error.message);
}
