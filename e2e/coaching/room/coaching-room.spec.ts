import type { Page, Request } from '@playwright/test';
import type { ChatMessage, CoachingRoom } from '@oola/domain';
import { expect, test } from '../../support/test';
import { signInAs } from '../../support/session';
import { bearer, dismissBadges } from '../../support/elearning';

const MEMBER = 1005;
const COACH = 2001;
const PAIR = `${COACH}/${MEMBER}`;
/** First loads (several calls on the embedded database) get longer on a busy machine. */
const FIRST_LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 120_000 });

/** Counts the requests a page sends to one of the room's write calls. */
function countRequests(page: Page, path: string): { count: () => number } {
  let count = 0;
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().toLowerCase().includes(path.toLowerCase())) count += 1;
  });
  return { count: () => count };
}

const roomDialog = (page: Page) => page.getByRole('dialog', { name: 'Coaching room' });

test('1005 keeps a note and chats live with coach 2001: the badge counts and resets when CHAT opens', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const member = await signInAs(page, MEMBER);
  await dismissBadges(page.request, MEMBER, member.token);
  // Start from a read chat, whatever earlier runs left.
  expect(
    (await page.request.put(`/api/ChatConversation/MarkRead/${PAIR}`, { headers: bearer(member.token) })).ok(),
  ).toBe(true);

  await page.goto('/dashboard');
  const section = page.getByTestId('my-coach');
  await expect(section.getByText('Morgan Reyes')).toBeVisible(FIRST_LOAD);
  await expect(section.getByText('Denver, CO')).toBeVisible();
  await expect(section.getByTestId('sessions-remaining')).toHaveText(/^\d+$/);
  const openRoom = section.getByRole('button', { name: /OPEN COACHING ROOM/ });
  await expect(openRoom.getByTestId('pending-badge')).toHaveCount(0);

  // NOTEBOOK: an empty note is not sent; a note shows on top, signed by its author.
  await openRoom.click();
  const room = roomDialog(page);
  await expect(room.getByRole('heading', { name: 'Morgan Reyes' })).toBeVisible();
  await expect(room.getByText('Your coach · Denver, CO')).toBeVisible();
  const notesSent = countRequests(page, '/api/SessionComments/InsertComment');
  const noteBox = room.getByRole('textbox', { name: 'New note' });
  const addNote = room.getByRole('button', { name: 'ADD NOTE' });
  await noteBox.fill('   \n  ');
  await expect(addNote).toBeDisabled();
  const note = `Ask Morgan how to keep Sunday evenings free (${stamp})`;
  await noteBox.fill(note);
  await addNote.click();
  const firstNote = room.getByTestId('note').first();
  await expect(firstNote).toContainText(note);
  await expect(firstNote).toContainText('Emery Foster');
  await expect(noteBox).toHaveValue('');
  expect(notesSent.count()).toBe(1);
  await page.keyboard.press('Escape');
  await expect(room).toBeHidden();

  // The coach opens the same room for 1005 in a second browser: the note is shared.
  const coachContext = await browser.newContext();
  const coachPage = await coachContext.newPage();
  await signInAs(coachPage, COACH);
  await coachPage.goto(`/coachingRoom/${MEMBER}`);
  await expect(coachPage.getByRole('heading', { name: 'Emery Foster' })).toBeVisible(FIRST_LOAD);
  await expect(coachPage.getByTestId('note').first()).toContainText(note);

  // The coach writes; the member's badge counts it live, without a reload.
  await coachPage.getByRole('tab', { name: /CHAT/ }).click();
  const coachBox = coachPage.getByRole('textbox', { name: 'Message' });
  const fromCoach = `How did Sunday evening go? (${stamp})`;
  await coachBox.fill(fromCoach);
  await coachBox.press('Enter');
  const coachThread = coachPage.getByTestId('chat-message');
  await expect(coachThread.filter({ hasText: fromCoach })).toHaveAttribute('data-mine', 'true');
  await expect(coachBox).toHaveValue('');
  await expect(openRoom.getByTestId('pending-badge')).toHaveText(/^1\b/);

  // Opening CHAT shows the message and resets the pending messages.
  await openRoom.click();
  const chatTab = room.getByRole('tab', { name: /CHAT/ });
  await expect(chatTab.getByTestId('pending-badge')).toHaveText(/^1\b/);
  await chatTab.click();
  await expect(room.getByTestId('chat-message').filter({ hasText: fromCoach })).toHaveAttribute('data-mine', 'false');
  await expect(openRoom.getByTestId('pending-badge')).toHaveCount(0);
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/CoachingRoom/GetCoachingRoom/${PAIR}`, {
        headers: bearer(member.token),
      });
      return ((await answer.json()) as CoachingRoom).pendingMessages;
    })
    .toBe(0);

  // An empty message is not sent; Enter sends, and the coach sees it live.
  const messagesSent = countRequests(page, '/api/ChatConversation/InsertChatMessage');
  const memberBox = room.getByRole('textbox', { name: 'Message' });
  await memberBox.fill('   ');
  await memberBox.press('Enter');
  await expect(room.getByRole('button', { name: 'Send' })).toBeDisabled();
  expect(messagesSent.count()).toBe(0);
  const fromMember = `Lovely, we cooked together and played cards (${stamp})`;
  await memberBox.fill(fromMember);
  await memberBox.press('Enter');
  await expect(room.getByTestId('chat-message').filter({ hasText: fromMember })).toHaveAttribute('data-mine', 'true');
  await expect(coachThread.filter({ hasText: fromMember })).toHaveAttribute('data-mine', 'false');
  expect(messagesSent.count()).toBe(1);

  // A message that fails to go out stays with a retry; the retry stores it once.
  await page.route('**/api/ChatConversation/InsertChatMessage', (route) => route.abort('internetdisconnected'));
  const retried = `Sent on the second try (${stamp})`;
  await memberBox.fill(retried);
  await memberBox.press('Enter');
  const failed = room.getByTestId('chat-message').filter({ hasText: retried });
  await expect(failed).toHaveAttribute('data-state', 'failed');
  await expect(failed).toContainText('Your message was not sent.');
  await page.unroute('**/api/ChatConversation/InsertChatMessage');
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(room.getByTestId('chat-message').filter({ hasText: retried })).toHaveAttribute('data-state', 'stored');
  await expect(coachThread.filter({ hasText: retried })).toHaveCount(1);
  const stored = await page.request.get(`/api/ChatConversation/getChatMessage/${PAIR}`, {
    headers: bearer(member.token),
  });
  const texts = ((await stored.json()) as ChatMessage[]).map((message) => message.text);
  expect(texts.filter((text) => text === retried)).toHaveLength(1);

  await coachContext.close();
});
