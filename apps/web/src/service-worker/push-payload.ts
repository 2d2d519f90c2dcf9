/** What the server's push job sends (apps/server/src/features/push): one entry of the member's bell. */
export interface PushPayload {
  title: string;
  body: string;
  /** The app's page a click opens, e.g. /dashboard. */
  url: string;
  tag?: string;
  notificationId?: number;
}

/** What a shown notification carries for its click. */
export interface ShownNotificationData {
  url: string;
  notificationId: number | null;
}

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/maskable-192.png';

/** The payload as the service worker shows it; a payload that is not ours shows nothing. */
export function notificationFromPush(data: unknown): { title: string; options: NotificationOptions } | null {
  if (!data || typeof data !== 'object') return null;
  const payload = data as Partial<PushPayload>;
  if (typeof payload.title !== 'string' || typeof payload.body !== 'string') return null;
  const notificationId = typeof payload.notificationId === 'number' ? payload.notificationId : null;
  const shown: ShownNotificationData = { url: sameOriginPath(payload.url), notificationId };
  return {
    title: payload.title,
    options: {
      body: payload.body,
      icon: ICON,
      badge: BADGE,
      // One cause, one notification on the device: a later push with the tag replaces it.
      tag: payload.tag ?? (notificationId === null ? undefined : `notification-${notificationId}`),
      data: shown,
    },
  };
}

/** Only a path of this app is opened: a payload never sends the member to another site. */
function sameOriginPath(url: unknown): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return '/dashboard';
  return url;
}

/**
 * The page a click opens: the entry's url with `notification={id}`, which the opened page reads to mark the
 * bell's entry read (the service worker holds no token of the member's).
 */
export function clickTarget(data: ShownNotificationData, origin: string): string {
  const target = new URL(data.url, origin);
  if (data.notificationId !== null) target.searchParams.set('notification', String(data.notificationId));
  return target.href;
}
