import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './session';
import { expect } from './test';

const STAFF_ID = 9001;

interface OutboxItem {
  id: number;
  to: string;
  subject: string;
  status: string;
}

async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/Login', {
    data: { userId: String(STAFF_ID), password: DEMO_PASSWORD, loginType: 2 },
  });
  expect(response.ok()).toBeTruthy();
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/**
 * The e2e server has no SMTP server, so its messages stay in the outbox: staff (9001) read the newest
 * one to `address` with `subject` through the outbox API, once its job has rendered it, and this
 * answers the path and query of its link to `path` (the link's host is the server's own).
 */
export async function accountLinkFromOutbox(
  request: APIRequestContext,
  address: string,
  subject: string,
  path: string,
): Promise<string> {
  const headers = await staffHeaders(request);
  let found: OutboxItem | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/api/Support/Outbox?status=outbox', { headers });
      const items = (await response.json()) as OutboxItem[];
      found = items.find((item) => item.to.includes(address) && item.subject === subject);
      return found !== undefined;
    })
    .toBe(true);
  const detail = await request.get(`/api/Support/Outbox/${found!.id}`, { headers });
  const { text } = (await detail.json()) as { text: string };
  const link = new RegExp(`https?://[^\\s/]+(${path}\\?token=[A-Za-z0-9_-]+)`).exec(text);
  expect(link, `the message to ${address} carries a link to ${path}`).not.toBeNull();
  return link![1]!;
}
