import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/session';
import { expect } from '../support/test';

/** What the server's push job sends (apps/server/src/features/push); the service worker shows it. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
  notificationId?: number;
}

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  data: { url: string; notificationId: number | null };
}

/** The app's service worker installed and controlling the page (a controlled tab is one a click can move). */
export async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

/**
 * Delivers a push to the page's service worker through the DevTools protocol, as the browser does with what
 * a push service sends: the worker's push event, with the payload as its data.
 */
export async function deliverPush(page: Page, payload: PushPayload) {
  const devtools = await page.context().newCDPSession(page);
  const registrations = new Promise<string>((resolve) => {
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      const live = updated.find((registration) => !registration.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await devtools.send('ServiceWorker.enable');
  const registrationId = await registrations;
  await devtools.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId,
    data: JSON.stringify(payload),
  });
  await devtools.detach();
}

/** The notifications the service worker shows on this device. */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const shown = await (await navigator.serviceWorker.ready).getNotifications();
    return shown.map(({ title, body, tag, icon, data }) => ({ title, body, tag, icon, data }));
  });
}

/**
 * A click on the shown notification. A real click on a system notification cannot be driven from Playwright or
 * the DevTools protocol, so the worker gets the same notificationclick event, dispatched in it, with the shown
 * notification: its own handler then moves the open tab. (Unlike a person's click, this event is untrusted:
 * it gives no right to focus a window, and its waitUntil throws after the handler has started the move.)
 */
export async function clickShownNotification(context: BrowserContext) {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('No service worker runs in this context');
  await worker.evaluate(async () => {
    const scope = self as unknown as {
      registration: { getNotifications(): Promise<Notification[]> };
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      dispatchEvent(event: Event): boolean;
    };
    const [shown] = await scope.registration.getNotifications();
    if (!shown) throw new Error('No notification is shown');
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: shown }));
  });
}

/** A notification in the member's bell, sent by staff (9001) as the notify CLI does. */
export async function bellEntryFor(page: Page, userId: number, title: string, message: string): Promise<number> {
  const login = await page.request.post('/api/Login', {
    data: { userId: '9001', password: DEMO_PASSWORD, loginType: 2 },
  });
  const { token } = (await login.json()) as { token: string };
  const sent = await page.request.post('/api/Notification/Send', {
    headers: { authorization: `Bearer ${token}` },
    data: { userId, title, message },
  });
  expect(sent.status()).toBe(201);
  return ((await sent.json()) as { id: number }).id;
}
