import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { MEETING_MESSAGES, type Meeting } from '@oola/domain';
import { expect, test } from '../../support/test';
import { signInAs } from '../../support/session';
import {
  candidatesOvertakeDescriptions,
  expectPlaying,
  fakeMediaLaunchOptions,
  passDeviceCheck,
  recordCallStatuses,
} from '../../support/video';

const COACH = 2001;
const MEMBER = 1005;

test.use({ launchOptions: fakeMediaLaunchOptions() });
test.describe.configure({ timeout: 120_000 });
const FIRST_LOAD = { timeout: 30_000 };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function sessionsRemaining(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(`/api/Customer/GetCustomerProfileInfo/${MEMBER}`, { headers: bearer(token) });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { sessionsRemaining: number }).sessionsRemaining;
}

async function personIn(browser: Browser, userId: number): Promise<{ page: Page; token: string }> {
  const page = await (await browser.newContext()).newPage();
  const { token } = await signInAs(page, userId);
  return { page, token };
}

// The meeting stays open: the next test joins it (CreateMeeting answers the open meeting).
test('a member who is not in the meeting cannot open it', async ({ browser }) => {
  const coach = await personIn(browser, COACH);
  const created = await coach.page.request.post(`/api/Coach/CreateMeeting/${MEMBER}`, { headers: bearer(coach.token) });
  const meeting = (await created.json()) as Meeting;

  const stranger = await personIn(browser, 1006);
  await stranger.page.goto(meeting.customerLink);
  await expect(stranger.page.getByRole('heading', { name: 'Meeting not found' })).toBeVisible(FIRST_LOAD);
  await expect(stranger.page.getByText(MEETING_MESSAGES.notFound)).toBeVisible();
  await expect(stranger.page.getByTestId('camera-preview')).toHaveCount(0);
});

// Joins the meeting the first test left open, and leaves it open for the next one.
test('the call connects, never showing "Connection failed", when candidates overtake their descriptions', async ({
  browser,
}) => {
  const coach = await personIn(browser, COACH);
  const member = await personIn(browser, MEMBER);
  const created = await coach.page.request.post(`/api/Coach/CreateMeeting/${MEMBER}`, { headers: bearer(coach.token) });
  const meeting = (await created.json()) as Meeting;
  const people = [];
  for (const { page } of [coach, member]) {
    people.push({
      page,
      overtaken: await candidatesOvertakeDescriptions(page),
      statuses: await recordCallStatuses(page),
    });
  }

  await coach.page.goto(meeting.coachLink);
  await passDeviceCheck(coach.page, 'Emery');
  await expect(coach.page.getByText('Waiting for Emery to join…')).toBeVisible();
  await member.page.goto(meeting.customerLink);
  await passDeviceCheck(member.page, 'Morgan');

  for (const { page, overtaken, statuses } of people) {
    await expect(page.getByTestId('call-status')).toHaveText('Connected', FIRST_LOAD);
    await expectPlaying(page.getByTestId('remote-video'));
    // The coach's page got the answer late, the member's page the offer.
    expect(overtaken()).toBeGreaterThan(0);
    expect(await statuses()).not.toContain('Connection failed');
  }
  for (const { page } of people) {
    await page.getByRole('button', { name: 'Hang up' }).click();
    await expect(page.getByRole('heading', { name: 'You left the meeting' })).toBeVisible();
  }
});

test('coach 2001 meets 1005 by video; both see each other, and completing the session uses one of 1005’s credits', async ({
  browser,
}) => {
  const coach = await personIn(browser, COACH);
  const member = await personIn(browser, MEMBER);
  const before = await sessionsRemaining(member.page.request, member.token);
  expect(before).toBeGreaterThan(0);

  // START SESSION in the coaching room calls this; the room's buttons have their own component test.
  const created = await coach.page.request.post(`/api/Coach/CreateMeeting/${MEMBER}`, { headers: bearer(coach.token) });
  expect(created.ok()).toBeTruthy();
  const meeting = (await created.json()) as Meeting;
  expect(meeting.coachLink).toBe(`/meeting/${meeting.meetingCode}`);

  await coach.page.goto(meeting.coachLink);
  await passDeviceCheck(coach.page, 'Emery');
  await expect(coach.page.getByText('Waiting for Emery to join…')).toBeVisible();
  await member.page.goto(meeting.customerLink);
  await passDeviceCheck(member.page, 'Morgan');

  for (const { page } of [coach, member]) {
    await expect(page.getByTestId('call-status')).toHaveText('Connected', FIRST_LOAD);
    await expectPlaying(page.getByTestId('remote-video'));
    await expectPlaying(page.getByTestId('self-video'));
  }

  // The member mutes and turns the camera off, then hangs up; the coach is told, and the member comes back.
  const mute = member.page.getByRole('button', { name: 'Mute microphone' });
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  const camera = member.page.getByRole('button', { name: 'Turn camera off' });
  await camera.click();
  await expect(camera).toHaveAttribute('aria-pressed', 'true');
  await expect(member.page.getByTestId('self-video')).toHaveCount(0);
  await member.page.getByRole('button', { name: 'Hang up' }).click();
  await expect(member.page.getByRole('heading', { name: 'You left the meeting' })).toBeVisible();
  await expect(coach.page.getByText('Emery left the meeting. They can rejoin with the same link.')).toBeVisible();

  await member.page.getByRole('button', { name: 'REJOIN' }).click();
  await passDeviceCheck(member.page, 'Morgan');
  for (const { page } of [coach, member]) {
    await expect(page.getByTestId('call-status')).toHaveText('Connected', FIRST_LOAD);
    await expectPlaying(page.getByTestId('remote-video'));
  }

  await coach.page.getByRole('button', { name: 'COMPLETE SESSION' }).click();
  for (const { page } of [coach, member]) {
    await expect(page.getByRole('heading', { name: 'Session completed' })).toBeVisible();
    await expect(page.getByText(MEETING_MESSAGES.completed)).toBeVisible();
  }
  expect(await sessionsRemaining(member.page.request, member.token)).toBe(before - 1);

  const noMeeting = await member.page.request.get(`/api/Coach/GetMeeting/${MEMBER}`, { headers: bearer(member.token) });
  expect(noMeeting.status()).toBe(200);
  expect(await noMeeting.json()).toBeNull();
});
