import type { APIRequestContext, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expect, test } from '../../support/test';
import { signInAs } from '../../support/session';
import { dismissBadges } from '../../support/elearning';
import {
  apiSession,
  bookingPanel,
  chooseTime,
  downloadText,
  localLabels,
  openRoomSchedule,
  timeButtons,
} from '../../support/booking';

const DENVER = 'America/Denver';
const MEMBER = 'demo1005@example.com';
const COACH = 'coach2001@example.com';
test.describe.configure({ timeout: 120_000 });

interface OutboxItem {
  id: number;
  to: string;
  subject: string;
  status: string;
  createdAt: string;
}

interface OutboxDetail extends OutboxItem {
  attachments: { filename: string; contentType: string }[];
}

/** The invite as a calendar reads it (ical.js). */
function parseInvite(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    location: event.location,
  };
}

/** The newest message to `address` with this subject, once the queue has rendered it into the outbox. */
async function outboxMessage(
  request: APIRequestContext,
  staff: { authorization: string },
  address: string,
  subject: string,
) {
  let found: OutboxItem | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await request.get('/api/Support/Outbox', { headers: staff })).json()) as OutboxItem[];
        found = list.find((item) => item.to.includes(address) && item.subject === subject);
        return found?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('outbox');
  const detail = (await (
    await request.get(`/api/Support/Outbox/${found!.id}`, { headers: staff })
  ).json()) as OutboxDetail;
  const invite = await request.get(`/api/Support/Outbox/${found!.id}/Attachments/0`, { headers: staff });
  expect(invite.status()).toBe(200);
  return { detail, invite: parseInvite(await invite.text()) };
}

async function signInMember(page: Page) {
  const session = await signInAs(page, 1005);
  await dismissBadges(page.request, 1005, session.token);
}

test('booking a session e-mails the member and the coach a confirmation with the invite, and cancelling it a CANCEL', async ({
  page,
}) => {
  await signInMember(page);
  await openRoomSchedule(page);
  const panel = bookingPanel(page);
  const startsAt = (await timeButtons(page).first().getAttribute('data-starts-at'))!;
  await (await chooseTime(page, startsAt)).getByRole('button', { name: 'Book session' }).click();
  const { day, time, zone } = localLabels(startsAt, DENVER);
  await expect(panel.getByRole('status')).toContainText(`Your session is booked for ${day} at ${time} ${zone}.`);
  const session = panel.getByTestId('upcoming-session').filter({ hasText: `${day} at ${time}` });
  const downloaded = parseInvite(
    (await downloadText(page, panel.getByRole('button', { name: 'Download invite' }))).text,
  );

  // Coach 2001 and member 1005 are both in Denver: the subject names the time there, with the zone.
  const booked = `Coaching session booked: ${day} at ${time} ${zone}`;
  const staff = await apiSession(page.request, 9001);
  for (const [address, room] of [
    [MEMBER, '/dashboard'],
    [COACH, '/coachingRoom/1005'],
  ] as const) {
    const { detail, invite } = await outboxMessage(page.request, staff, address, booked);
    expect(detail.attachments).toEqual([
      { filename: expect.stringMatching(/^coaching-session-\d+\.ics$/), contentType: 'text/calendar; method=REQUEST' },
    ]);
    expect(invite).toMatchObject({ method: 'REQUEST', uid: downloaded.uid, sequence: 0, start: startsAt });
    expect(invite.location.endsWith(room)).toBe(true);
  }

  // Put the credit back, as every booking spec does: the cancellation goes out as METHOD:CANCEL.
  await session.getByRole('button', { name: 'Cancel session' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this session?' });
  await confirm.getByRole('button', { name: 'Cancel session' }).click();
  await expect(panel.getByRole('status')).toContainText('The session was canceled and its credit returned.');
  const cancelled = `Coaching session canceled: ${day} at ${time} ${zone}`;
  for (const address of [MEMBER, COACH]) {
    const { detail, invite } = await outboxMessage(page.request, staff, address, cancelled);
    expect(detail.attachments[0]!.contentType).toBe('text/calendar; method=CANCEL');
    expect(invite).toMatchObject({ method: 'CANCEL', uid: downloaded.uid, sequence: 1, start: startsAt });
  }
});
