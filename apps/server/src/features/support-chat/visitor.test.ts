import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SUPPORT_CHAT,
  type StartSupportChatResponse,
  type SupportChatConversation,
  type SupportChatMessage,
} from '@oola/domain';
import { eq } from 'drizzle-orm';
import { supportConversations } from '../../db/schema/index.js';
import { hashToken } from '../../identity/tokens.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { countRows, startChat } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const start = (payload: object) =>
  call<StartSupportChatResponse & { message: string }>(t, { method: 'POST', url: '/api/SupportChat/Start', payload });

describe('POST /api/SupportChat/Start', () => {
  it('stores the conversation and first message, answers a secret once and keeps only its hash', async () => {
    const { status, body } = await start({ FirstName: '  Zoë ', Email: ' Zoe@Example.COM ', Message: '  Hi there  ' });
    expect(status).toBe(201);
    expect(body.secret.length).toBeGreaterThanOrEqual(40);
    expect(body.conversation).toMatchObject({ firstName: 'Zoë', status: 'open', closedAt: null });
    expect(typeof body.conversation.startedOffline).toBe('boolean');
    expect(body.conversation.messages).toEqual([
      expect.objectContaining({ sender: 'visitor', authorName: 'Zoë', body: 'Hi there' }),
    ]);
    const [row] = await t.database.db
      .select()
      .from(supportConversations)
      .where(eq(supportConversations.id, body.conversation.id));
    expect(row).toMatchObject({ email: 'zoe@example.com', secretHash: hashToken(body.secret) });
    expect(JSON.stringify(row)).not.toContain(body.secret);
  });

  it('answers 400 with a clear message and writes nothing for a bad name, email or message', async () => {
    const before = await countRows(t);
    const good = { firstName: 'Jane', email: 'jane@example.com', message: 'Hello' };
    const cases: [object, string][] = [
      [{ ...good, firstName: '' }, 'First name is required'],
      [{ ...good, firstName: 'J4ne' }, 'First name may contain letters and spaces only'],
      [{ ...good, email: 'not-an-email' }, 'Enter a valid email address'],
      [{ ...good, message: '    ' }, 'Please type a message'],
      [{ ...good, message: 'x'.repeat(SUPPORT_CHAT.messageMax + 1) }, 'A message has at most 2,000 characters'],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await start(payload);
      expect(status, message).toBe(400);
      expect(body.message).toContain(message);
    }
    expect(await countRows(t)).toEqual(before);
  });

  it('accepts a message of exactly 2,000 characters', async () => {
    const { status } = await start({ firstName: 'Jane', email: 'jane@example.com', message: 'x'.repeat(2000) });
    expect(status).toBe(201);
  });
});

describe('GET /api/SupportChat/Conversations/{id}', () => {
  it('answers the visitor their own conversation with its secret', async () => {
    const chat = await startChat(t, 'Where is my parcel?');
    const { status, body } = await call<SupportChatConversation>(t, {
      method: 'GET',
      url: `/api/supportchat/conversations/${chat.conversation.id}`,
      headers: chat.headers,
    });
    expect(status).toBe(200);
    expect(body.id).toBe(chat.conversation.id);
    expect(body.messages.map((message) => message.body)).toEqual(['Where is my parcel?']);
    expect(body).not.toHaveProperty('email');
  });

  it("answers 404 for another visitor's conversation or a wrong secret, 401 without the secret", async () => {
    const mine = await startChat(t);
    const theirs = await startChat(t);
    const url = (id: number) => `/api/SupportChat/Conversations/${id}`;
    expect((await call(t, { method: 'GET', url: url(theirs.conversation.id), headers: mine.headers })).status).toBe(
      404,
    );
    expect(
      (
        await call(t, {
          method: 'GET',
          url: url(mine.conversation.id),
          headers: { [SUPPORT_CHAT.secretHeader]: 'wrong' },
        })
      ).status,
    ).toBe(404);
    expect((await call(t, { method: 'GET', url: url(mine.conversation.id) })).status).toBe(401);
    expect((await call(t, { method: 'GET', url: url(999_999), headers: mine.headers })).status).toBe(404);
    expect(
      (await call(t, { method: 'GET', url: '/api/SupportChat/Conversations/abc', headers: mine.headers })).status,
    ).toBe(400);
  });
});

describe('POST /api/SupportChat/Conversations/{id}/Messages', () => {
  const send = (id: number, payload: object, headers: Record<string, string> = {}) =>
    call<SupportChatMessage & { message: string }>(t, {
      method: 'POST',
      url: `/api/SupportChat/Conversations/${id}/Messages`,
      headers,
      payload,
    });

  it('stores the trimmed message and answers it', async () => {
    const chat = await startChat(t);
    const { status, body } = await send(chat.conversation.id, { Message: '  And one more thing  ' }, chat.headers);
    expect(status).toBe(201);
    expect(body).toMatchObject({ sender: 'visitor', authorName: 'Jane', body: 'And one more thing' });
    const thread = await call<SupportChatConversation>(t, {
      method: 'GET',
      url: `/api/SupportChat/Conversations/${chat.conversation.id}`,
      headers: chat.headers,
    });
    expect(thread.body.messages).toHaveLength(2);
  });

  it('answers 400 for an empty or too long message, 404 for a wrong secret, 401 without it; writes nothing', async () => {
    const chat = await startChat(t);
    const other = await startChat(t);
    const before = await countRows(t);
    expect((await send(chat.conversation.id, { message: ' ' }, chat.headers)).status).toBe(400);
    expect((await send(chat.conversation.id, { message: 'y'.repeat(2001) }, chat.headers)).status).toBe(400);
    expect((await send(chat.conversation.id, {}, chat.headers)).status).toBe(400);
    expect((await send(chat.conversation.id, { message: 'Hi' }, other.headers)).status).toBe(404);
    expect((await send(chat.conversation.id, { message: 'Hi' })).status).toBe(401);
    expect(await countRows(t)).toEqual(before);
  });

  it('answers 409 once the chat has ended', async () => {
    const chat = await startChat(t);
    await call(t, {
      method: 'POST',
      url: `/api/SupportChat/Conversations/${chat.conversation.id}/End`,
      headers: chat.headers,
    });
    const { status, body } = await send(chat.conversation.id, { message: 'Still there?' }, chat.headers);
    expect(status).toBe(409);
    expect(body.message).toBe('This chat has ended. Start a new chat to write to us again.');
  });
});

describe('POST /api/SupportChat/Conversations/{id}/End', () => {
  const end = (id: number, headers: Record<string, string> = {}) =>
    call<SupportChatConversation>(t, { method: 'POST', url: `/api/SupportChat/Conversations/${id}/End`, headers });

  it('ends the conversation, keeps its messages, and is idempotent', async () => {
    const chat = await startChat(t);
    const first = await end(chat.conversation.id, chat.headers);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'closed' });
    expect(first.body.closedAt).not.toBeNull();
    expect(first.body.messages).toHaveLength(1);
    const again = await end(chat.conversation.id, chat.headers);
    expect(again.body.closedAt).toBe(first.body.closedAt);
  });

  it("answers 404 for another visitor's conversation and 401 without the secret; changes nothing", async () => {
    const chat = await startChat(t);
    const other = await startChat(t);
    expect((await end(chat.conversation.id, other.headers)).status).toBe(404);
    expect((await end(chat.conversation.id)).status).toBe(401);
    const thread = await call<SupportChatConversation>(t, {
      method: 'GET',
      url: `/api/SupportChat/Conversations/${chat.conversation.id}`,
      headers: chat.headers,
    });
    expect(thread.body.status).toBe('open');
  });
});

describe('rate limit', () => {
  it('answers 429 after 30 new chats in 10 minutes from one address', async () => {
    const payload = { firstName: 'Flood', email: 'flood@example.com', message: 'Hi' };
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/SupportChat/Start',
        payload,
        remoteAddress: '203.0.113.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/SupportChat/Start',
      payload,
      remoteAddress: '203.0.113.10',
    });
    expect(other.statusCode).toBe(201);
  });

  it('answers 429 after 120 visitor messages in 10 minutes from one address', async () => {
    const chat = await startChat(t);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/SupportChat/Conversations/${chat.conversation.id}/Messages`,
        headers: chat.headers,
        payload: { message: 'ping' },
        remoteAddress: '203.0.113.20',
      });
    for (let index = 0; index < 120; index += 1) expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(429);
  });
});
