import type { Page } from '@playwright/test';

/**
 * The dashboard's queries kept on the device (apps/web/src/features/offline/query-persistence.ts), as the
 * stored text, or '' when nothing is kept. It never creates the database: an open that would create it is
 * aborted, so the app still makes its own store.
 */
export function keptOnDevice(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('oola-query-cache');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve('') : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('entries').objectStore('entries').get('dashboard');
          read.onsuccess = () => {
            db.close();
            resolve((read.result as string | undefined) ?? '');
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

/** The keys of the queries kept on the device. */
export async function keptQueryKeys(page: Page): Promise<unknown[]> {
  const kept = await keptOnDevice(page);
  if (kept === '') return [];
  return (JSON.parse(kept) as { clientState: { queries: { queryKey: unknown }[] } }).clientState.queries.map(
    (query) => query.queryKey,
  );
}
