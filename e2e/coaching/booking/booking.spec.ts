import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { signInAs } from '../../support/session';
import { dismissBadges } from '../../support/elearning';
import {
  bookingPanel,
  chooseTime,
  downloadText,
  icsField,
  icsTime,
  localLabels,
  apiSession,
  openMyCoachBooking,
  openRoomSchedule,
  SLOT_TAKEN,
  timeButtons,
} from '../../support/booking';

const DENVER = 'America/Denver';
const CHICAGO = 'America/Chicago';
test.describe.configure({ timeout: 120_000 });

/** Signs a demo member in with their earned-badge pop-ups already seen. */
async function signInMember(page: Page, customerId: number) {
  const session = await signInAs(page, customerId);
  await dismissBadges(page.request, customerId, session.token);
}

/**
 * Built-in booking in the coaching room (issue 14): coach 2001 is open Mon-Fri 9:00-12:00 and 13:00-17:00
 * in Denver (seeded); 1005 (Denver) and 1006 (Chicago) are the coach's clients with seeded session credits.
 * 1005 books from My Oola Coach (the room's SCHEDULE); 1006, due for the mid-year review, from FIND A COACH.
 * Each test takes whatever slots are open now, so the run does not depend on the day, and never counts on
 * what earlier tests (or a retry) booked.
 */
test('member 1005 books a slot of coach 2001 in her time zone in the coaching room and downloads its invite', async ({
  page,
}) => {
  await signInMember(page, 1005);
  const room = await openRoomSchedule(page);
  const panel = bookingPanel(page);
  await expect(
    panel.getByText(/Times are shown in your time zone: Denver \(Mountain Time, UTC\u2212[67]\)\./),
  ).toBeVisible();

  const first = timeButtons(page).first();
  const startsAt = (await first.getAttribute('data-starts-at'))!;
  const { day, time, zone } = localLabels(startsAt, DENVER);
  await expect(first).toHaveText(time);
  expect(['9', '10', '11', '1', '2', '3', '4']).toContain(time.split(':')[0]);

  const dialog = await chooseTime(page, startsAt);
  await expect(dialog.getByText(`${day} at ${time}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Book session' }).click();
  await expect(panel.getByRole('status')).toContainText(`Your session is booked for ${day} at ${time} ${zone}.`);
  const booked = panel.getByTestId('upcoming-session').filter({ hasText: `${day} at ${time}` });
  await expect(booked).toHaveCount(1);
  await expect(booked).toContainText('30 minutes with Morgan Reyes');
  await expect(panel.locator(`[data-starts-at="${startsAt}"]`)).toHaveCount(0);
  // The room's header and the My Oola Coach card name the soonest booked session.
  const soonest = (await panel.getByTestId('upcoming-session').first().innerText()).split('\n')[0]!;
  await expect(room.getByTestId('next-session')).toHaveText(`Next session: ${soonest}`);

  const invite = await downloadText(page, panel.getByRole('button', { name: 'Download invite' }));
  expect(invite.name).toMatch(/^coaching-session-\d+\.ics$/);
  expect(icsField(invite.text, 'METHOD')).toBe('REQUEST');
  expect(icsField(invite.text, 'STATUS')).toBe('CONFIRMED');
  expect(icsField(invite.text, 'SEQUENCE')).toBe('0');
  expect(icsField(invite.text, 'DTSTART')).toBe(icsTime(startsAt));
  expect(icsField(invite.text, 'ORGANIZER')).toContain('coach2001@example.com');
  expect(icsField(invite.text, 'ATTENDEE')).toContain('demo1005@example.com');
  expect(icsField(invite.text, 'DESCRIPTION')).toContain('/dashboard');

  await page.keyboard.press('Escape');
  await expect(room).toBeHidden();
  await expect(page.getByTestId('my-coach').getByTestId('next-session')).toHaveText(`Next session: ${soonest}`);
});

test('two members racing for the same slot get one booking and one clear refusal', async ({ page, browser }) => {
  await signInMember(page, 1005);
  await openRoomSchedule(page);
  const rivalContext = await browser.newContext();
  const rival = await rivalContext.newPage();
  await signInMember(rival, 1006);
  await openMyCoachBooking(rival);

  const startsAt = (await timeButtons(page).first().getAttribute('data-starts-at'))!;
  // The same slot, shown to each member in their own zone (Chicago is an hour ahead of Denver).
  await expect(
    bookingPanel(rival).getByText(/Times are shown in your time zone: Chicago \(Central Time, UTC\u2212[56]\)\./),
  ).toBeVisible();
  await expect(bookingPanel(rival).locator(`[data-starts-at="${startsAt}"]`)).toHaveText(
    localLabels(startsAt, CHICAGO).time,
  );

  const dialogs = [await chooseTime(page, startsAt), await chooseTime(rival, startsAt)];
  await Promise.all(dialogs.map((dialog) => dialog.getByRole('button', { name: 'Book session' }).click()));

  const booked = (target: typeof page) =>
    bookingPanel(target).getByRole('status').filter({ hasText: 'Your session is booked' });
  const refused = (target: typeof page) => bookingPanel(target).getByRole('alert').filter({ hasText: SLOT_TAKEN });
  await expect
    .poll(async () => [await booked(page).count(), await booked(rival).count()].reduce((a, b) => a + b))
    .toBe(1);
  await expect
    .poll(async () => [await refused(page).count(), await refused(rival).count()].reduce((a, b) => a + b))
    .toBe(1);
  // The refused member's list no longer offers the slot.
  for (const target of [page, rival]) {
    await expect(bookingPanel(target).locator(`[data-starts-at="${startsAt}"]`)).toHaveCount(0);
  }
  await rivalContext.close();
});

test('a member moves a session, then cancels it and downloads the cancelling invite', async ({ page }) => {
  await signInMember(page, 1005);
  await openRoomSchedule(page);
  const panel = bookingPanel(page);
  // A day at least two days ahead: far enough for the 24-hour rule.
  const dayChip = panel.getByRole('radio').nth(2);
  await panel.locator(`label[for="${await dayChip.getAttribute('id')}"]`).click();
  await expect(dayChip).toBeChecked();
  const startsAt = (await timeButtons(page).first().getAttribute('data-starts-at'))!;
  await (await chooseTime(page, startsAt)).getByRole('button', { name: 'Book session' }).click();
  const { day, time, zone } = localLabels(startsAt, DENVER);
  const session = panel.getByTestId('upcoming-session').filter({ hasText: `${day} at ${time}` });
  await expect(session).toContainText('You can cancel or reschedule until');
  await expect(session).toContainText('(24 hours before)');
  const first = await downloadText(page, panel.getByRole('button', { name: 'Download invite' }));

  await session.getByRole('button', { name: 'Reschedule' }).click();
  await expect(panel.getByText(`Choose a new time for your session on ${day} at ${time} ${zone}.`)).toBeVisible();
  const movedTo = (await timeButtons(page).last().getAttribute('data-starts-at'))!;
  const moveDialog = await chooseTime(page, movedTo);
  await moveDialog.getByRole('button', { name: 'Move session' }).click();
  const moved = localLabels(movedTo, DENVER);
  await expect(panel.getByRole('status')).toContainText(
    `Your session was moved to ${moved.day} at ${moved.time} ${moved.zone}.`,
  );

  const movedSession = panel.getByTestId('upcoming-session').filter({ hasText: `${moved.day} at ${moved.time}` });
  await movedSession.getByRole('button', { name: 'Cancel session' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this session?' });
  await expect(confirm).toContainText('Your session credit comes back.');
  await confirm.getByRole('button', { name: 'Cancel session' }).click();
  await expect(panel.getByRole('status')).toContainText('The session was canceled and its credit returned.');
  await expect(movedSession).toHaveCount(0);

  const cancelling = await downloadText(page, panel.getByRole('button', { name: 'Download the cancellation' }));
  expect(icsField(cancelling.text, 'METHOD')).toBe('CANCEL');
  expect(icsField(cancelling.text, 'STATUS')).toBe('CANCELLED');
  expect(icsField(cancelling.text, 'UID')).toBe(icsField(first.text, 'UID'));
  expect(icsField(cancelling.text, 'SEQUENCE')).toBe('2');
  expect(icsField(cancelling.text, 'DTSTART')).toBe(icsTime(movedTo));
});

test('coach 2001 cancels a client’s sessions in the coaching room and sees the weekly hours in the coach’s zone', async ({
  page,
}) => {
  // 1006 books the first open slot through the API; the coach cancels every session of 1005 and 1006.
  const member = await apiSession(page.request, 1006);
  const slots = await (await page.request.get('/api/Booking/GetOpenSlots/2001', { headers: member })).json();
  const startsAt = slots.days[0].slots[0].startsAt as string;
  const booked = await page.request.post('/api/Booking/BookSlot', {
    headers: member,
    data: { coachId: 2001, startsAt },
  });
  expect(booked.status()).toBe(201);
  const creditsOf1006 = async () =>
    (await (await page.request.get('/api/Booking/GetSchedule/2001/1006', { headers: member })).json())
      .sessionsRemaining as number;
  const before = await creditsOf1006();
  let cancelledFor1006 = 0;

  await signInAs(page, 2001);
  for (const [clientId, name] of [
    [1006, 'Finley Garcia'],
    [1005, 'Emery Foster'],
  ] as const) {
    await page.goto(`/coachingRoom/${clientId}`);
    await page.getByRole('tab', { name: 'SCHEDULE' }).click({ timeout: 30_000 });
    const panel = bookingPanel(page);
    if (clientId === 1006) {
      const { day, time } = localLabels(startsAt, DENVER);
      await expect(panel.getByTestId('upcoming-session').filter({ hasText: `${day} at ${time}` })).toHaveCount(1);
    }
    await expect(panel.getByTestId('upcoming-session').first()).toContainText(`30 minutes with ${name}`);
    while ((await panel.getByTestId('upcoming-session').count()) > 0) {
      const sessions = await panel.getByTestId('upcoming-session').count();
      await panel.getByRole('button', { name: 'Cancel session' }).first().click();
      const confirm = page.getByRole('dialog', { name: 'Cancel this session?' });
      await expect(confirm).toContainText(`${name} gets the session credit back.`);
      await confirm.getByRole('button', { name: 'Cancel session' }).click();
      await expect(panel.getByTestId('upcoming-session')).toHaveCount(sessions - 1);
      if (clientId === 1006) cancelledFor1006 += 1;
    }
    await expect(panel.getByText(`No upcoming sessions with ${name}.`)).toBeVisible();
    await expect(page.getByTestId('next-session')).toHaveText('No session booked yet');
  }
  // Each cancelled session gave its credit back.
  expect(await creditsOf1006()).toBe(before + cancelledFor1006);

  await page.getByRole('button', { name: 'Manage Schedule' }).click();
  const modal = page.getByRole('dialog', { name: 'My availability' });
  await expect(modal.getByText(/Times are in your time zone: Denver \(Mountain Time, UTC\u2212[67]\)\./)).toBeVisible();
  const monday = modal.getByTestId('weekday-Monday');
  await expect(monday.getByRole('combobox', { name: 'Monday from' })).toHaveCount(2);
  await expect(monday.getByRole('combobox', { name: 'Monday from' }).first()).toHaveValue('9:00 AM');
  await expect(monday.getByRole('combobox', { name: 'Monday until' }).last()).toHaveValue('5:00 PM');
  await expect(modal.getByTestId('weekday-Sunday')).toContainText('Unavailable');

  // An overlapping range is refused before anything is sent.
  await modal.getByRole('button', { name: 'Add hours on Monday' }).click();
  await monday.getByRole('combobox', { name: 'Monday from' }).last().click();
  await page.getByRole('option', { name: '4:00 PM', exact: true }).click();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByRole('alert')).toContainText('Monday: Ranges on the same day must not overlap');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
});
