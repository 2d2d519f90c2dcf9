import { vi } from 'vitest';

/** A browser's push machinery for the component tests: permission, a service worker, its PushManager. */
export function fakeBrowserPush({
  permission = 'default' as NotificationPermission,
  subscribed = false,
  answer = 'granted' as NotificationPermission,
  userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/150.0',
  pushManager = true,
} = {}) {
  const state = { permission, subscription: null as PushSubscription | null };
  const subscription = {
    endpoint: 'https://push.example.test/device-1',
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => {
      state.subscription = null;
      return true;
    }),
  } as unknown as PushSubscription;
  if (subscribed) state.subscription = subscription;
  const requestPermission = vi.fn(async () => {
    state.permission = answer;
    return answer;
  });
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => {
    state.subscription = subscription;
    return subscription;
  });
  const registration = {
    pushManager: { getSubscription: async () => state.subscription, subscribe },
    getNotifications: async () => [],
  };
  const notification = Object.defineProperties(function Notification() {}, {
    permission: { get: () => state.permission },
    requestPermission: { value: requestPermission },
  });
  vi.stubGlobal('Notification', notification);
  if (pushManager) vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  return { requestPermission, subscribe, subscription };
}

/** Puts the page's navigator back (vi.unstubAllGlobals puts back the rest). */
export function forgetBrowserPush() {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.restoreAllMocks();
}
