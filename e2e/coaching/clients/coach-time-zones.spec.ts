import type { Browser, Page } from '@playwright/test';
import type { BookingView, OpenSlots } from '@oola/domain';
import { apiSession } from '../../support/booking';
import { dismissCoachBadges } from '../../support/coach-achievements';
import { dismissBadges } from '../../support/elearning';
import { signInAs } from '../../support/session';
import { expect, test } from '../../support/test';

const FIRST_LOAD = { timeout: 30_000 };
const COACH = 2001;
const CLIENT = 1005;
/** Coach 2001's chosen zone (seeded). */
const COACH_ZONE = 'America/Denver';

/** 'Mon, Nov 30, 3:00 PM MST': how the coach's client table writes a session, in the coach's zone. */
function inCoachZone(iso: string): string {
  const at = new Date(iso);
  const text = new Intl.DateTimeFormat('en-US', {
    timeZone: COACH_ZONE,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
  const zone = at.toLocaleTimeString('en-US', { timeZone: COACH_ZONE, timeZoneName: 'short' }).split(' ').at(-1);
  return `${text} ${zone}`.replace(/\s/g, ' ');
}

/** Coach 2001's portal in a browser set to `timezoneId`: the client row's next session as it reads there. */
async function nextSessionSeenFrom(browser: Browser, timezoneId: string, width: number): Promise<Page> {
  const page = await (await browser.newContext({ timezoneId, viewport: { width, height: 900 } })).newPage();
  const coach = await signInAs(page, COACH);
  await dismissBadges(page.request, COACH, coach.token);
  await dismissCoachBadges(page.request, COACH, coach.token);
  await page.goto('/DashboardCoach');
  await expect(page.getByRole('heading', { name: 'Morgan Reyes' })).toBeVisible(FIRST_LOAD);
  return page;
}

test('the coach’s client table shows a session at the same time, with the zone, in a UTC and a Tokyo browser', async ({
  browser,
  request,
}) => {
  // Member 1005 books the coach's first open slot (put back at the end: the credit returns).
  const member = await apiSession(request, CLIENT);
  const slots = (await (
    await request.get(`/api/Booking/GetOpenSlots/${COACH}`, { headers: member })
  ).json()) as OpenSlots;
  const startsAt = slots.days[0]!.slots[0]!.startsAt;
  const booked = await request.post('/api/Booking/BookSlot', { headers: member, data: { coachId: COACH, startsAt } });
  expect(booked.status()).toBe(201);
  const booking = (await booked.json()) as BookingView;
  try {
    const coach = await apiSession(request, COACH);
    const clients = (await (await request.get(`/api/Coach/GetMyClients/${COACH}`, { headers: coach })).json()) as {
      clientId: number;
      nextSession: { startsAt: string } | null;
    }[];
    const next = clients.find((client) => client.clientId === CLIENT)!.nextSession!;
    const expected = inCoachZone(next.startsAt);
    expect(expected).toMatch(/ M[SD]T$/);

    for (const [timezoneId, width] of [
      ['UTC', 1280],
      ['Asia/Tokyo', 375],
    ] as const) {
      const page = await nextSessionSeenFrom(browser, timezoneId, width);
      const row = page
        .getByRole('tabpanel', { name: /MY ACTIVE CLIENTS/ })
        .locator(`[data-client-id="${CLIENT}"]`)
        .first();
      await expect(row.getByTestId('next-session')).toHaveText(expected, FIRST_LOAD);
      await row.getByTestId('next-session').scrollIntoViewIfNeeded();
      await page.screenshot({
        path: test.info().outputPath(`coach-table-${timezoneId.replace('/', '-')}-${width}.png`),
      });
      await page.context().close();
    }
  } finally {
    const cancelled = await request.put('/api/Booking/Cancel', { headers: member, data: { bookingId: booking.id } });
    expect(cancelled.ok()).toBeTruthy();
  }
});
