import type { Locator, Page } from '@playwright/test';
import { MEETING_HUB, type MeetingSignal } from '@oola/domain';
import { chromium } from './chromium';
import { expect } from './test';

const FIRST_LOAD = { timeout: 30_000 };

/** Chromium's fake camera and microphone, allowed without a prompt: the project's browser and flags, plus these. */
export function fakeMediaLaunchOptions() {
  const projectLaunch = chromium.launchOptions;
  return {
    ...projectLaunch,
    args: [...(projectLaunch.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  };
}

/** The video shows frames of its own size, and new ones keep coming. */
export async function expectPlaying(video: Locator) {
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth), FIRST_LOAD)
    .toBeGreaterThan(0);
  const frames = () =>
    video.evaluate((element: HTMLVideoElement) => element.getVideoPlaybackQuality().totalVideoFrames);
  const before = await frames();
  await expect.poll(frames).toBeGreaterThan(before + 5);
}

/** From the device check into the call. */
export async function passDeviceCheck(page: Page, peerName: string) {
  await expect(page.getByRole('heading', { name: 'Ready to join?' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByText(`before your session with ${peerName}`)).toBeVisible();
  await expectPlaying(page.getByTestId('camera-preview'));
  await expect(page.getByRole('combobox', { name: 'Camera' })).toHaveValue(/.+/);
  await expect(page.getByRole('combobox', { name: 'Microphone' })).toHaveValue(/.+/);
  await page.getByRole('button', { name: 'JOIN NOW' }).click();
  await expect(page.getByRole('heading', { name: `Session with ${peerName}` })).toBeVisible();
}

const SIGNAL_FRAME = `42${MEETING_HUB.namespace},`;

/** The session description or candidate in a Socket.IO frame the server sends to the page, if it carries one. */
function signalIn(frame: string | Buffer): MeetingSignal | null {
  if (typeof frame !== 'string' || !frame.startsWith(SIGNAL_FRAME)) return null;
  const [event, signal] = JSON.parse(frame.slice(SIGNAL_FRAME.length)) as [string, MeetingSignal];
  return event === MEETING_HUB.events.signal ? signal : null;
}

/**
 * Delivers the page's signals out of order, as the PostgreSQL adapter sometimes does (each emit is its own
 * NOTIFY on one of several pooled connections): every session description the server relays to the page is
 * held back until the candidate sent after it has overtaken it. Answers how many descriptions were overtaken.
 */
export async function candidatesOvertakeDescriptions(page: Page): Promise<() => number> {
  let overtaken = 0;
  await page.routeWebSocket(/\/socket\.io\//, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((frame) => server.send(frame));
    const held: (string | Buffer)[] = [];
    server.onMessage((frame) => {
      const signal = signalIn(frame);
      if (signal && 'description' in signal) return void held.push(frame);
      socket.send(frame);
      if (signal && 'candidate' in signal && held.length) {
        overtaken += held.length;
        for (const description of held.splice(0)) socket.send(description);
      }
    });
  });
  return () => overtaken;
}

/**
 * Every text the call's status badge shows in this page, in order (kept by the page itself, so that a state
 * shown for a moment is not missed between two looks).
 */
export async function recordCallStatuses(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { callStatuses: shown });
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="call-status"]')?.textContent;
      if (text && shown.at(-1) !== text) shown.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { callStatuses: string[] }).callStatuses);
}
