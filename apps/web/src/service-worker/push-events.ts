import { clickTarget, notificationFromPush, type ShownNotificationData } from './push-payload';

/** Shows each push as a notification and, on a click, brings the app to the page it names. */
export function listenForPush(worker: ServiceWorkerGlobalScope) {
  worker.addEventListener('push', (event) => {
    const shown = notificationFromPush(readJson(event.data));
    if (shown) event.waitUntil(worker.registration.showNotification(shown.title, shown.options));
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = clickTarget(event.notification.data as ShownNotificationData, worker.location.origin);
    event.waitUntil(openPage(worker.clients, target));
  });
}

function readJson(data: PushMessageData | null): unknown {
  try {
    return data?.json();
  } catch {
    return null;
  }
}

/**
 * Focuses an open tab of the app (one this worker controls, so it can move it) and moves it to the page; with
 * none open, or one that cannot be moved, opens a window on the page.
 */
export async function openPage(clients: Clients, url: string): Promise<void> {
  const [tab] = await clients.matchAll({ type: 'window' });
  const moved = await tab?.navigate(url).catch(() => null);
  if (moved) await moved.focus();
  else await clients.openWindow(url);
}
