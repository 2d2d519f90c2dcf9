import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { memberToday } from '@oola/domain';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';
import { sendQueue, type SendChange } from './send-queue';

const RETRY_MS = 30_000;

const send: SendChange = (change, request) =>
  api(request.method, request.path, request.body, {
    headers: { 'Idempotency-Key': change.key },
    handleConflict: true,
  });

/** Mantine dims a notification's text below 4.5:1 on white: these keep the page's text colour. */
const READABLE = { description: { color: 'var(--mantine-color-text)' } };

/** One tab sends the queue at a time, so two tabs never race each other with the same changes. */
async function exclusively<T>(task: () => Promise<T>): Promise<T> {
  if (!navigator.locks) return task();
  return (await navigator.locks.request('oola-offline-queue', task)) as T;
}

/**
 * Sends the member's waiting changes when the page opens, when the connection returns and every 30 s while
 * online; reports what was saved and what was refused or out of date (never retried), then reloads the data.
 */
export function OfflineSync() {
  const session = useSession();
  const client = useQueryClient();
  const userId = session?.userId ?? 0;
  const timeZone = session?.timeZone;

  useEffect(() => {
    if (userId === 0) return;
    let running = false;
    const flush = async () => {
      if (running || !navigator.onLine) return;
      running = true;
      try {
        const result = await exclusively(() => sendQueue(userId, memberToday(timeZone), send));
        for (const { reason } of result.dropped) {
          notifications.show({ color: 'red', title: 'Not saved', message: reason, autoClose: false, styles: READABLE });
        }
        if (result.sent.length > 0) {
          const count = result.sent.length;
          notifications.show({
            color: 'teal',
            title: 'Saved',
            styles: READABLE,
            message: `${count} ${count === 1 ? 'change' : 'changes'} made offline ${count === 1 ? 'was' : 'were'} saved.`,
          });
        }
        if (result.sent.length + result.dropped.length > 0) await client.invalidateQueries();
      } catch (error) {
        console.warn('offline queue not sent', error);
      } finally {
        running = false;
      }
    };
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [userId, timeZone, client]);

  return null;
}
