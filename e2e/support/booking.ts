import fs from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD } from './session';
import { expect } from './test';

export const SLOT_TAKEN = 'This time was just taken. Please choose another.';

/** The booking panel: the coaching room's SCHEDULE tab, or MY COACH's BOOK A SESSION. */
export const bookingPanel = (page: Page) => page.getByTestId('booking-panel');

const FIRST_LOAD = { timeout: 30_000 };

/** The coaching room, opened on SCHEDULE with BOOK A SESSION of My Oola Coach on /dashboard (member 1005). */
export async function openRoomSchedule(page: Page): Promise<Locator> {
  await page.goto('/dashboard');
  await page.getByTestId('my-coach').getByRole('button', { name: 'BOOK A SESSION' }).click(FIRST_LOAD);
  const room = page.getByRole('dialog', { name: 'Coaching room' });
  await expect(room.getByRole('tab', { name: 'SCHEDULE' })).toHaveAttribute('aria-selected', 'true');
  await expect(bookingPanel(page)).toBeVisible();
  return room;
}

/**
 * MY COACH's booking panel from FIND A COACH → BOOK A SESSION, for a member whose dashboard is not open
 * (1006 is due for the mid-year review, so /dashboard sends them to /steps).
 */
export async function openMyCoachBooking(page: Page): Promise<Locator> {
  await page.goto('/steps');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'FIND A COACH' })
    .click(FIRST_LOAD);
  const mine = page.getByRole('dialog', { name: 'MY COACH' });
  await mine.getByRole('button', { name: 'BOOK A SESSION' }).click(FIRST_LOAD);
  await expect(bookingPanel(page)).toBeVisible();
  return mine;
}

/** The open time buttons of the day shown in the slot picker. */
export const timeButtons = (page: Page) =>
  bookingPanel(page)
    .getByRole('group', { name: /^Open times on / })
    .getByRole('button');

/** 'Tuesday, December 1', '9:30 AM' and 'MST' of an instant in a zone, as the panel writes them. */
export function localLabels(iso: string, timeZone: string): { day: string; time: string; zone: string } {
  const date = new Date(iso);
  return {
    day: date.toLocaleDateString('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' }),
    time: date.toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).replace(/\s/g, ' '),
    zone: date.toLocaleTimeString('en-US', { timeZone, timeZoneName: 'short' }).split(' ').at(-1)!,
  };
}

/** '20261201T163000Z' for '2026-12-01T16:30:00.000Z' (an .ics UTC time). */
export const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** One property of an .ics file ('METHOD', 'UID', ...), its folded lines joined. */
export function icsField(text: string, name: string): string | undefined {
  return new RegExp(`^${name}[:;](.*)$`, 'm').exec(text.replace(/\r\n[ \t]/g, ''))?.[1];
}

/** Clicks a button that downloads a file and answers the file's text and name. */
export async function downloadText(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await fs.readFile(await file.path(), 'utf8') };
}

/** Chooses a time in the slot picker and confirms the booking dialog (not yet clicked). */
export async function chooseTime(page: Page, startsAt: string) {
  await bookingPanel(page).locator(`[data-starts-at="${startsAt}"]`).click();
  const dialog = page.getByRole('dialog', { name: /Book this session\?|Move your session\?/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A demo member's bearer header, for calls a test makes without the browser. */
export async function apiSession(request: APIRequestContext, customerId: number): Promise<{ authorization: string }> {
  const response = await request.post('/api/Login', {
    data: { userId: String(customerId), password: DEMO_PASSWORD, loginType: 2 },
  });
  expect(response.ok()).toBeTruthy();
  return { authorization: `Bearer ${(await response.json()).token}` };
}
