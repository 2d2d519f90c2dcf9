import type { Locator, Page } from '@playwright/test';
import config from '../../playwright.config';
import { expect } from './test';

const FIRST_LOAD = { timeout: 30_000 };

/** Chromium's fake camera and microphone, allowed without a prompt: the project's browser and flags, plus these. */
export function fakeMediaLaunchOptions() {
  const projectLaunch = config.projects?.[0]?.use?.launchOptions ?? {};
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
  await expect(page.getByRole('textbox', { name: 'Camera' })).toHaveValue(/.+/);
  await expect(page.getByRole('textbox', { name: 'Microphone' })).toHaveValue(/.+/);
  await page.getByRole('button', { name: 'JOIN NOW' }).click();
  await expect(page.getByRole('heading', { name: `Session with ${peerName}` })).toBeVisible();
}
