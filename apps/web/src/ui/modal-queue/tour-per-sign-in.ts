/** Which sign-in has shown its first-visit tour: kept across reloads and tabs of that sign-in. */
const STORAGE_KEY = 'oola.tour-shown';

export function tourShownIn(): string | null {
  return localStorage.getItem(STORAGE_KEY);
}

export function markTourShown(signIn: string): void {
  localStorage.setItem(STORAGE_KEY, signIn);
}
