import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, newStaff } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp, type Identity } from '../../test/test-app.js';
import { renewalFailedEmail } from '../payments/emails/renewal-failed.js';
import { enqueueEmail } from './enqueue-email.js';

const INVITE = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
let t: TestApp;
let staff: Identity;
let member: Identity;
let messageId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaff(t);
  member = await newMember(t);
  await enqueueEmail(t.database.db, {
    template: renewalFailedEmail,
    data: { firstName: 'Rosa', amount: '$50.00', periodEnd: 'Friday, March 6, 2026' },
    to: { userId: member.id },
    idempotencyKey: `test-outbox-attachment:${member.id}`,
    attachments: [
      { filename: 'coaching-session-7.ics', contentType: 'text/calendar; method=REQUEST', content: INVITE },
    ],
  });
  const [message] = (
    await call<{ id: number }[]>(t, { method: 'GET', url: '/api/Support/Outbox', headers: staff.auth })
  ).body;
  messageId = message!.id;
});
afterAll(async () => t.close());

const attachment = (url: string, headers = staff.auth) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/Support/Outbox/{id}/Attachments/{index}', () => {
  it('answers the attachment with its own content type and file name, to staff', async () => {
    const answer = await attachment(`/api/Support/Outbox/${messageId}/Attachments/0`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; method=REQUEST');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="coaching-session-7.ics"');
    expect(answer.body).toBe(INVITE);
  });

  it('is a 404 for an unknown message or index, a 400 for a bad one, a 403 for a member, a 401 without a token', async () => {
    expect((await attachment(`/api/Support/Outbox/${messageId}/Attachments/1`)).statusCode).toBe(404);
    expect((await attachment(`/api/Support/Outbox/${messageId + 1000}/Attachments/0`)).statusCode).toBe(404);
    const bad = await attachment(`/api/Support/Outbox/${messageId}/Attachments/first`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/index/);
    expect((await attachment(`/api/Support/Outbox/0/Attachments/0`)).statusCode).toBe(400);
    expect((await attachment(`/api/Support/Outbox/${messageId}/Attachments/0`, member.auth)).statusCode).toBe(403);
    expect(
      (await attachment(`/api/Support/Outbox/${messageId}/Attachments/0`, {} as typeof staff.auth)).statusCode,
    ).toBe(401);
  });
});
