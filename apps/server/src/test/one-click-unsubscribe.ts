import type { EmailCategory } from '@oola/domain';
import { unsubscribeToken } from '../features/email/unsubscribe-token.js';
import { call, type TestApp } from './test-app.js';

/** What a mail client does with a message's List-Unsubscribe-Post header, for this member and category. */
export async function oneClickUnsubscribe(t: TestApp, userId: number, category: EmailCategory) {
  const token = await unsubscribeToken(t.database.db, { userId, category });
  return call(t, {
    method: 'POST',
    url: `/api/Account/Unsubscribe?token=${encodeURIComponent(token)}`,
    payload: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}
