import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { routeForStep, type Session } from '@oola/domain';
import { DEMO_ACCOUNTS, SHARED_PHONE } from '../support/demo-accounts';
import { DEMO_PASSWORD, signInAs, signInThroughModal, storedSession } from '../support/session';

// Each test signs in on its own and changes no account: they may run on any worker at once (decision 082).
test.describe.configure({ mode: 'parallel' });

const landing = (route: string) => new RegExp(`${route}$`, 'i');

/**
 * The page the account's step says, read from the server: other specs share the demo database and
 * may have moved an account along its journey (then it no longer lands where the seed put it).
 */
async function pageOfCurrentStep(page: Page, userId: number, token: string): Promise<string> {
  const response = await page.request.get(`/api/customer/GetCurrentUserStep/${userId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { userStepId } = (await response.json()) as { userStepId: number };
  return userId === 1008 ? '/nonSubscriber' : routeForStep(userStepId);
}

test('a member signs in by phone and lands on the page of their step', async ({ page }) => {
  await signInThroughModal(page, '555-010-1005', 'Phone Number');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await storedSession(page))?.userId).toBe(1005);
});

test('a member signs in by email in the Customer Id tab', async ({ page }) => {
  await signInThroughModal(page, 'demo1002@example.com', 'Customer Id');
  await expect(page).toHaveURL(/\/steps$/);
  expect((await storedSession(page))?.userId).toBe(1002);
});

test("a wrong password shows the server's message and keeps the visitor signed out", async ({ page }) => {
  await signInThroughModal(page, '1005', 'Customer Id', 'not-the-password');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toHaveText(
    'The sign-in details are not correct. Please check them and try again.',
  );
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toBeNull();
});

test('a phone shared by two accounts asks for the customer id, switches to that tab and signs in by it', async ({
  page,
}) => {
  await signInThroughModal(page, SHARED_PHONE, 'Phone Number');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toHaveText(
    'This phone number belongs to more than one account. Please sign in with your Customer Id.',
  );
  await expect(dialog.getByRole('tab', { name: 'Customer Id' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByPlaceholder('Customer Id')).toHaveValue('');
  await dialog.getByPlaceholder('Customer Id').fill('1011');
  await dialog.getByRole('button', { name: "LET'S GO!" }).click();
  // 1011 stays at step 0 (the journey spec walks 1001 to the dashboard).
  await expect(page).toHaveURL(/\/customizeQuestions$/);
  expect((await storedSession(page))?.userId).toBe(1011);
});

/** The paths the page shows, in order, including the client-side navigations of the app. */
function trackPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

/** The ways the login form signs in, as the loginType it posts (see the tests above for each through the form). */
const WAYS = { phone: 1, 'customer id': 2, email: 3 } as const;

/**
 * For each account, each way it can sign in: the session the login form would get (the same POST /api/Login)
 * is the account's, and its step is the page the form sends it to. Then, in the browser, /login with that
 * session goes on to the page. The sign-in's own redirect is checked: the page it lands on may forward
 * further by its own rules (e.g. the dashboard sends a member in the mid-year review on to /steps).
 */
test.describe('every demo account lands on the page of its step', () => {
  for (const account of DEMO_ACCOUNTS) {
    test(`${account.id} by phone, customer id and email`, async ({ page }) => {
      const identifiers: [keyof typeof WAYS, string][] = [
        ['customer id', String(account.id)],
        ['email', account.email],
      ];
      if (account.phone) identifiers.unshift(['phone', account.phone]);
      for (const [way, identifier] of identifiers) {
        const response = await page.request.post('/api/Login', {
          data: { userId: identifier, password: DEMO_PASSWORD, loginType: WAYS[way] },
        });
        expect(response.ok(), `${way} ${identifier}`).toBeTruthy();
        const session = (await response.json()) as Session;
        expect(session.userId, `${way} ${identifier}`).toBe(account.id);
        const expected = await pageOfCurrentStep(page, account.id, session.token);
        expect(routeForStep(session.userStepId), `${way} ${identifier}`).toMatch(landing(expected));
      }
      const session = await signInAs(page, account.id);
      const expected = await pageOfCurrentStep(page, account.id, session.token);
      const paths = trackPaths(page);
      await page.goto('/login');
      await expect.poll(() => paths.find((path) => !/^\/login$/i.test(path))).toMatch(landing(expected));
    });
  }
});

test('/LOGIN in capitals with a session goes to the page of the step too', async ({ page }) => {
  await signInAs(page, 1008);
  await page.goto('/LOGIN');
  await expect(page).toHaveURL(/\/nonSubscriber$/);
});
