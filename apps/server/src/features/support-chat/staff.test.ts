import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffSupportChat, SupportChatConversation, SupportChatMessage, SupportChatSummary } from '@oola/domain';
import { newMember, newStaff } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp, type Identity } from '../../test/test-app.js';
import { countRows, startChat } from './test-helpers.js';

let t: TestApp;
let staff: Identity;
let member: Identity;
beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaff(t, { firstName: 'Sam' });
  member = await newMember(t);
});
afterAll(async () => {
  await t.close();
});

const base = '/api/SupportChat/Staff/Conversations';
const list = (headers: Record<string, string>, query = '') =>
  call<SupportChatSummary[]>(t, { method: 'GET', url: `${base}${query}`, headers });

describe('GET /api/SupportChat/Staff/Conversations', () => {
  it('lists open conversations, newest activity first, with the last message and an unread marker', async () => {
    const older = await startChat(t, 'First question');
    const newer = await startChat(t, 'Second question');
    await call(t, {
      method: 'POST',
      url: `/api/SupportChat/Conversations/${older.conversation.id}/Messages`,
      headers: older.headers,
      payload: { message: 'Anyone there?' },
    });
    const { status, body } = await list(staff.auth);
    expect(status).toBe(200);
    const ids = body.map((row) => row.id);
    expect(ids.indexOf(older.conversation.id)).toBeLessThan(ids.indexOf(newer.conversation.id));
    expect(body.find((row) => row.id === older.conversation.id)).toMatchObject({
      firstName: 'Jane',
      lastMessage: 'Anyone there?',
      lastSender: 'visitor',
      unread: true,
      status: 'open',
    });
    expect(body[0]!.email).toMatch(/^visitor\d+@example\.com$/);
  });

  it('lists closed conversations with ?status=closed and not among the open ones', async () => {
    const chat = await startChat(t);
    await call(t, {
      method: 'POST',
      url: `/api/SupportChat/Conversations/${chat.conversation.id}/End`,
      headers: chat.headers,
    });
    expect((await list(staff.auth)).body.map((row) => row.id)).not.toContain(chat.conversation.id);
    expect((await list(staff.auth, '?status=closed')).body.map((row) => row.id)).toContain(chat.conversation.id);
    expect((await list(staff.auth, '?status=lost')).status).toBe(400);
  });

  it('answers 403 to a member who is not staff and 401 without a token', async () => {
    expect((await list(member.auth)).status).toBe(403);
    expect((await list({})).status).toBe(401);
  });
});

describe('GET /api/SupportChat/Staff/Conversations/{id} and POST .../Read', () => {
  it("answers the thread with the visitor's email; Read clears the unread marker until the visitor writes again", async () => {
    const chat = await startChat(t, 'Billing question');
    const thread = await call<StaffSupportChat>(t, {
      method: 'GET',
      url: `${base}/${chat.conversation.id}`,
      headers: staff.auth,
    });
    expect(thread.status).toBe(200);
    expect(thread.body).toMatchObject({ unread: true, closedBy: null });
    expect(thread.body.email).toMatch(/@example\.com$/);
    expect(thread.body.messages[0]).toMatchObject({ body: 'Billing question', sender: 'visitor' });

    const read = await call<StaffSupportChat>(t, {
      method: 'POST',
      url: `${base}/${chat.conversation.id}/Read`,
      headers: staff.auth,
    });
    expect(read.status).toBe(200);
    expect(read.body.unread).toBe(false);
    expect((await list(staff.auth)).body.find((row) => row.id === chat.conversation.id)?.unread).toBe(false);

    await call(t, {
      method: 'POST',
      url: `/api/SupportChat/Conversations/${chat.conversation.id}/Messages`,
      headers: chat.headers,
      payload: { message: 'Hello?' },
    });
    expect((await list(staff.auth)).body.find((row) => row.id === chat.conversation.id)?.unread).toBe(true);
  });

  it('answers 404 for an unknown id, 400 for a bad id, 403 to a member, 401 without a token', async () => {
    const chat = await startChat(t);
    for (const method of ['GET', 'POST'] as const) {
      const path = method === 'GET' ? '' : '/Read';
      expect((await call(t, { method, url: `${base}/999999${path}`, headers: staff.auth })).status).toBe(404);
      expect((await call(t, { method, url: `${base}/abc${path}`, headers: staff.auth })).status).toBe(400);
      expect(
        (await call(t, { method, url: `${base}/${chat.conversation.id}${path}`, headers: member.auth })).status,
      ).toBe(403);
      expect((await call(t, { method, url: `${base}/${chat.conversation.id}${path}` })).status).toBe(401);
    }
  });
});

describe('POST /api/SupportChat/Staff/Conversations/{id}/Messages', () => {
  const reply = (id: number, payload: object, headers: Record<string, string>) =>
    call<SupportChatMessage & { message: string }>(t, {
      method: 'POST',
      url: `${base}/${id}/Messages`,
      headers,
      payload,
    });

  it("stores the reply under the staff member's first name; the visitor reads it in their thread", async () => {
    const chat = await startChat(t);
    const { status, body } = await reply(chat.conversation.id, { message: '  Happy to help!  ' }, staff.auth);
    expect(status).toBe(201);
    expect(body).toMatchObject({ sender: 'staff', authorName: 'Sam', body: 'Happy to help!' });
    const visitor = await call<SupportChatConversation>(t, {
      method: 'GET',
      url: `/api/SupportChat/Conversations/${chat.conversation.id}`,
      headers: chat.headers,
    });
    expect(visitor.body.messages.map((message) => [message.sender, message.authorName, message.body])).toEqual([
      ['visitor', 'Jane', 'Hello, can you help me with my order?'],
      ['staff', 'Sam', 'Happy to help!'],
    ]);
    expect((await list(staff.auth)).body.find((row) => row.id === chat.conversation.id)).toMatchObject({
      lastSender: 'staff',
      unread: false,
    });
  });

  it('answers 400 for a bad message, 404, 403, 401 and 409 on a closed chat; writes nothing', async () => {
    const chat = await startChat(t);
    const closed = await startChat(t);
    await call(t, { method: 'POST', url: `${base}/${closed.conversation.id}/Close`, headers: staff.auth });
    const before = await countRows(t);
    expect((await reply(chat.conversation.id, { message: '' }, staff.auth)).status).toBe(400);
    expect((await reply(chat.conversation.id, { message: 'z'.repeat(2001) }, staff.auth)).status).toBe(400);
    expect((await reply(999_999, { message: 'Hi' }, staff.auth)).status).toBe(404);
    expect((await reply(chat.conversation.id, { message: 'Hi' }, member.auth)).status).toBe(403);
    expect((await reply(chat.conversation.id, { message: 'Hi' }, {})).status).toBe(401);
    expect((await reply(closed.conversation.id, { message: 'Hi' }, staff.auth)).status).toBe(409);
    expect(await countRows(t)).toEqual(before);
  });
});

describe('POST /api/SupportChat/Staff/Conversations/{id}/Close', () => {
  const close = (id: number, headers: Record<string, string>) =>
    call<StaffSupportChat>(t, { method: 'POST', url: `${base}/${id}/Close`, headers });

  it('closes the conversation for the visitor too', async () => {
    const chat = await startChat(t);
    const { status, body } = await close(chat.conversation.id, staff.auth);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'closed', closedBy: 'staff' });
    const visitor = await call<SupportChatConversation>(t, {
      method: 'GET',
      url: `/api/SupportChat/Conversations/${chat.conversation.id}`,
      headers: chat.headers,
    });
    expect(visitor.body.status).toBe('closed');
  });

  it('answers 404, 403 and 401 and leaves the conversation open', async () => {
    const chat = await startChat(t);
    expect((await close(999_999, staff.auth)).status).toBe(404);
    expect((await close(chat.conversation.id, member.auth)).status).toBe(403);
    expect((await close(chat.conversation.id, {})).status).toBe(401);
    expect((await list(staff.auth)).body.map((row) => row.id)).toContain(chat.conversation.id);
  });
});

describe('GET /api/Customer/GetCustomerProfileInfo/{userId}: isStaff', () => {
  it('tells the client whether to show the support inbox', async () => {
    const url = (id: number) => `/api/Customer/GetCustomerProfileInfo/${id}`;
    expect(
      (await call<{ isStaff: boolean }>(t, { method: 'GET', url: url(staff.id), headers: staff.auth })).body.isStaff,
    ).toBe(true);
    expect(
      (await call<{ isStaff: boolean }>(t, { method: 'GET', url: url(member.id), headers: member.auth })).body.isStaff,
    ).toBe(false);
  });
});
