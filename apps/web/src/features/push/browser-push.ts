/**
 * This browser's side of web push: whether it can take notifications, and its PushSubscription. The server's
 * side (routes under /api/push) is called by the feature's hooks.
 */

/** What "Turn on notifications on this device" can do here. */
export type BrowserPushState = 'unsupported' | 'needs-home-screen' | 'blocked' | 'ready';

/** iPhone and iPad Safari take web push only in the app added to the Home Screen (iOS 16.4 and later). */
export function isAppleMobileBrowserTab(): boolean {
  const apple =
    /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const installed =
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return apple && !installed;
}

export function browserPushState(): BrowserPushState {
  if (isAppleMobileBrowserTab()) return 'needs-home-screen';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'ready';
}

/** This browser's subscription, when it has one and notifications are allowed. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (browserPushState() !== 'ready' || Notification.permission !== 'granted') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for the permission (only ever from a click) and subscribes with the server's key; a subscription made
 * with another key is replaced. Answers null when the person did not allow notifications.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscription | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const registration = await navigator.serviceWorker.ready;
  const key = base64UrlToBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** Signing out, or turning off: this browser stops taking pushes. */
export async function unsubscribeThisBrowser(): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current || current.byteLength !== wanted.byteLength) return false;
  const bytes = new Uint8Array(current);
  return bytes.every((byte, index) => byte === wanted[index]);
}
