import type { Page } from '@playwright/test';

/**
 * Chromium here cannot subscribe for real: Playwright's contexts are incognito, where Chromium refuses
 * `pushManager.subscribe` ("Registration failed - permission denied"), and a profile's subscription would go to
 * Google's push service, which no test may reach. So the page gets a stand-in PushManager: `subscribe` makes a
 * subscription with real keys (a P-256 key pair and 16 random bytes, as a browser's are) and an endpoint on
 * `endpointBase` (the push engineer's test receiver after the merge), kept in localStorage across reloads;
 * `unsubscribe` forgets it. Each call to Notification.requestPermission is counted in sessionStorage.
 */
export async function useStandInPushManager(page: Page, endpointBase: string) {
  await page.addInitScript((base) => {
    const KEY = 'e2e.pushSubscription';
    const asked = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = () => {
      sessionStorage.setItem('e2e.permissionAsked', String(Number(sessionStorage.getItem('e2e.permissionAsked')) + 1));
      return asked();
    };
    const base64Url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as PushSubscriptionJSON | null;
    const asSubscription = (json: PushSubscriptionJSON, key: ArrayBuffer | null) =>
      ({
        endpoint: json.endpoint,
        expirationTime: null,
        options: { applicationServerKey: key, userVisibleOnly: true },
        toJSON: () => json,
        unsubscribe: async () => {
          localStorage.removeItem(KEY);
          localStorage.setItem('e2e.unsubscribed', 'yes');
          return true;
        },
      }) as unknown as PushSubscription;
    let serverKey: ArrayBuffer | null = null;
    PushManager.prototype.getSubscription = async () => {
      const json = stored();
      return json ? asSubscription(json, serverKey) : null;
    };
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      serverKey = (options?.applicationServerKey as Uint8Array | undefined)?.slice().buffer ?? null;
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
      const json: PushSubscriptionJSON = {
        endpoint: `${base}/${crypto.randomUUID()}`,
        expirationTime: null,
        keys: { p256dh: base64Url(publicKey), auth: base64Url(crypto.getRandomValues(new Uint8Array(16))) },
      };
      localStorage.setItem(KEY, JSON.stringify(json));
      return asSubscription(json, serverKey);
    };
  }, endpointBase);
}

export const permissionAsked = (page: Page) =>
  page.evaluate(() => Number(sessionStorage.getItem('e2e.permissionAsked')));
