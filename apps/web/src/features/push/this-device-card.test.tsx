import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import type { PushDevice } from './api';
import { fakeBrowserPush, forgetBrowserPush } from './fake-browser-push';
import { ThisDeviceCard } from './this-device-card';

const THIS_DEVICE: PushDevice = {
  id: 7,
  device: 'Chrome on Linux',
  createdAt: '2026-11-27T15:00:00.000Z',
  lastSentAt: null,
  thisDevice: true,
};
// 65 bytes, as a P-256 public key is.
const PUBLIC_KEY = 'B'.repeat(87);

afterEach(() => {
  forgetBrowserPush();
  vi.unstubAllGlobals();
});

/** The server's push routes: the devices it lists follow what the card posts and deletes. */
function pushServer(devices: PushDevice[] = []) {
  let listed = devices;
  return mockFetch((method, path) => {
    if (method === 'GET' && path.endsWith('/api/push/key')) return { status: 200, body: { publicKey: PUBLIC_KEY } };
    if (method === 'GET' && path.endsWith('/api/push/subscriptions')) return { status: 200, body: listed };
    if (method === 'POST' && path.endsWith('/api/push/subscriptions')) {
      listed = [THIS_DEVICE];
      return { status: 201, body: THIS_DEVICE };
    }
    if (method === 'DELETE' && path.endsWith('/api/push/subscriptions/7')) {
      listed = [];
      return { status: 204 };
    }
    return undefined;
  });
}

describe('Turn on notifications on this device', () => {
  it('asks the browser only on the click, subscribes with the server key and posts the subscription', async () => {
    const browser = fakeBrowserPush();
    const { calls } = pushServer();
    renderWithProviders(<ThisDeviceCard />);
    const turnOn = await screen.findByRole('button', { name: 'Turn on notifications on this device' });
    expect(browser.requestPermission).not.toHaveBeenCalled();

    fireEvent.click(turnOn);
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect((options.applicationServerKey as Uint8Array).byteLength).toBe(65);
    const posted = calls.find((call) => call.method === 'POST');
    expect(posted?.body).toEqual({
      endpoint: 'https://push.example.test/device-1',
      expirationTime: null,
      keys: { p256dh: 'p', auth: 'a' },
    });
    expect(screen.getByRole('button', { name: 'Turn off on this device' })).toBeEnabled();
  });

  it('turns off: the server forgets this device and the browser unsubscribes', async () => {
    const browser = fakeBrowserPush({ permission: 'granted', subscribed: true });
    const { calls } = pushServer([THIS_DEVICE]);
    renderWithProviders(<ThisDeviceCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off on this device' }));
    expect(await screen.findByRole('button', { name: 'Turn on notifications on this device' })).toBeEnabled();
    expect(calls.some((call) => call.method === 'DELETE' && call.path.endsWith('/push/subscriptions/7'))).toBe(true);
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
  });

  it('is off when the browser holds a subscription the server does not list for this session', async () => {
    fakeBrowserPush({ permission: 'granted', subscribed: true });
    pushServer([{ ...THIS_DEVICE, thisDevice: false }]);
    renderWithProviders(<ThisDeviceCard />);
    expect(await screen.findByRole('button', { name: 'Turn on notifications on this device' })).toBeEnabled();
  });

  it('says how to undo a block after a "no" in the browser, and offers no button', async () => {
    const browser = fakeBrowserPush({ answer: 'denied' });
    const { calls } = pushServer();
    renderWithProviders(<ThisDeviceCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on notifications on this device' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your browser blocks notifications from Oola. To allow them, open the site settings',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('on iPhone Safari outside the installed app, explains Add to Home Screen first', async () => {
    fakeBrowserPush({
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile Safari/604.1',
      pushManager: false,
    });
    pushServer();
    renderWithProviders(<ThisDeviceCard />);
    expect(await screen.findByText(/Tap Share, then Add to Home Screen/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a browser without web push keeps e-mailing', async () => {
    fakeBrowserPush({ pushManager: false });
    pushServer();
    renderWithProviders(<ThisDeviceCard />);
    expect(await screen.findByText(/cannot show notifications from websites/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
