import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import {
  ACCOUNT_DATA,
  SUPPORT_CHAT,
  type AccountDataJson,
  type AccountExport,
  type StartSupportChatResponse,
} from '@oola/domain';
import * as s from '../../db/schema/index.js';
import { runQueuedJobs, runRecurringJob } from '../../test/jobs.js';
import { newMember, newStaff } from '../../test/factories/index.js';
import { call, createTestApp, TEST_PASSWORD, type Identity, type TestApp } from '../../test/test-app.js';
import { accountErasureJob } from './erasure-job.js';
import { identityOf } from './member-identity.js';

let t: TestApp;
let staff: Identity;
beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaff(t, { firstName: 'Sam' });
});
afterAll(() => t.close());

/** Each public call from its own address, so the per-address submission limits never trip. */
let nextAddress = 1;
const freshAddress = () => `192.0.2.${nextAddress++}`;

const emailOf = async (who: Identity) => (await identityOf(t.database.db, who.id)).email!;

/** A public form a visitor sends, from an address of its own. */
async function submitAsVisitor(url: string, payload: Record<string, unknown>) {
  const saved = await call(t, { method: 'POST', url, remoteAddress: freshAddress(), payload });
  expect(saved.status).toBe(200);
}

const visitor = (email: string) => ({ FirstName: 'Avery', LastName: 'Lee', EmailAddress: email });

/** The public free life-balance test, every answer `score`. */
async function takeFreeTest(email: string, score: number) {
  const areas = await call<{ questions: { id: number }[] }[]>(t, {
    method: 'GET',
    url: '/api/areas/GetFreeTestQuestions',
  });
  const scores = areas.body.flatMap((area) => area.questions.map(({ id }) => ({ questionId: id, score })));
  await submitAsVisitor('/api/Scores/FreeTestSave', { user: visitor(email), scores });
}

/** The public stress assessment, every answer `score`. */
async function takeStressAssessment(email: string, score: number) {
  const questions = Array.from({ length: 14 }, (_, index) => ({ questionId: index + 1, score }));
  await submitAsVisitor('/api/FreeAssessment/SaveResponse', { user: visitor(email), questions });
}

/** A visitor's chat on the Contact page: their question, the staff member's answer, then the visitor ends it. */
async function chatWithSupport(email: string, question: string) {
  const started = await call<StartSupportChatResponse>(t, {
    method: 'POST',
    url: '/api/SupportChat/Start',
    remoteAddress: freshAddress(),
    payload: { firstName: 'Avery', email, message: question },
  });
  expect(started.status).toBe(201);
  const id = started.body.conversation.id;
  const answered = await staff.call({
    method: 'POST',
    url: `/api/SupportChat/Staff/Conversations/${id}/Messages`,
    payload: { message: 'Happy to help!' },
  });
  expect(answered.status).toBe(201);
  const ended = await call(t, {
    method: 'POST',
    url: `/api/SupportChat/Conversations/${id}/End`,
    headers: { [SUPPORT_CHAT.secretHeader]: started.body.secret },
  });
  expect(ended.status).toBe(200);
  return started.body;
}

const exportJson = async (who: Identity) =>
  (await who.call<AccountDataJson>({ method: 'GET', url: `/api/Account/Export/${who.id}` })).body.data;

async function exportZip(who: Identity) {
  expect((await who.call({ method: 'POST', url: '/api/Account/Export' })).status).toBe(202);
  await runQueuedJobs(t);
  const status = await who.call<{ export: AccountExport }>({ method: 'GET', url: '/api/Account/ExportStatus' });
  const file = await t.app.inject({
    method: 'GET',
    url: `/api/Account/ExportFile/${status.body.export.id}`,
    headers: who.auth,
  });
  return unzipSync(new Uint8Array(file.rawPayload));
}

const VISITOR_KINDS = ['support-chats', 'free-tests', 'stress-assessments'];

/** Every row id of the visitor tables, per export kind, in id order. */
async function visitorRowIds(): Promise<Record<string, number[]>> {
  const db = t.database.db;
  const ids = (rows: { id: number }[]) => rows.map(({ id }) => id).sort((a, b) => a - b);
  return {
    'support-chats': ids(await db.select({ id: s.supportConversations.id }).from(s.supportConversations)),
    'free-tests': ids(await db.select({ id: s.freeTestSubmissions.id }).from(s.freeTestSubmissions)),
    'stress-assessments': ids(await db.select({ id: s.stressSubmissions.id }).from(s.stressSubmissions)),
  };
}

/** An e-mail address change through the member's own calls: the request, then the link's token. */
async function changeEmail(who: Identity, newEmail: string) {
  const asked = await who.call({
    method: 'POST',
    url: '/api/Account/Email',
    remoteAddress: freshAddress(),
    payload: { newEmail, password: TEST_PASSWORD },
  });
  expect(asked.status).toBe(202);
  const [link] = await t.database.db
    .select({ data: s.emailOutbox.data })
    .from(s.emailOutbox)
    .where(like(s.emailOutbox.idempotencyKey, 'email-change-link:%'))
    .orderBy(s.emailOutbox.id);
  const { token } = link!.data as { token: string };
  const confirmed = await call(t, {
    method: 'POST',
    url: '/api/Account/ConfirmEmailChange',
    remoteAddress: freshAddress(),
    payload: { token },
  });
  expect(confirmed.status).toBe(200);
}

describe('the export holds what the member left as a visitor, by the e-mail of the account', () => {
  it('exports their support chats, free tests and stress assessments in the JSON and the ZIP, and no one else’s', async () => {
    const member = await newMember(t);
    const email = await emailOf(member);
    const typed = email.toUpperCase();
    const chat = await chatWithSupport(typed, 'Can I pause my plan?');
    await takeFreeTest(typed, 10);
    await takeStressAssessment(email, 1);
    await chatWithSupport('someone.else@example.test', 'Not the member');
    await takeFreeTest('someone.else@example.test', 2);
    await takeStressAssessment('someone.else@example.test', 10);

    const data = await exportJson(member);
    expect(data['support-chats']).toEqual([
      {
        id: chat.conversation.id,
        firstName: 'Avery',
        email,
        createdAt: chat.conversation.createdAt,
        startedOffline: chat.conversation.startedOffline,
        status: 'closed',
        closedBy: 'you',
        closedAt: expect.any(String),
        messages: [
          { sentAt: expect.any(String), from: 'you', name: 'Avery', text: 'Can I pause my plan?' },
          { sentAt: expect.any(String), from: 'support', name: 'Sam', text: 'Happy to help!' },
        ],
      },
    ]);
    expect(data['free-tests']).toEqual([
      expect.objectContaining({ email, firstName: 'Avery', lastName: 'Lee', oolaScore: 100 }),
    ]);
    expect(data['free-tests']![0]!.scores).toHaveLength(21);
    expect(data['free-tests']![0]!.areaScores).toHaveLength(7);
    expect(data['stress-assessments']).toEqual([expect.objectContaining({ email, stressScore: 0 })]);
    expect(data['stress-assessments']![0]!.scores).toHaveLength(14);
    const text = JSON.stringify(data);
    expect(text).not.toContain('someone.else');
    expect(text).not.toContain(chat.secret);
    expect(text).not.toMatch(/secretHash|staffUserId|staffReadAt/);
    expect(text).not.toContain(await emailOf(staff));

    const files = await exportZip(member);
    for (const kind of VISITOR_KINDS)
      expect(JSON.parse(strFromU8(files[`${kind}.json`]!)), kind).toEqual(JSON.parse(JSON.stringify(data[kind])));
    const readme = strFromU8(files['README.txt']!);
    for (const kind of VISITOR_KINDS) expect(readme).toContain(`${kind}.json (1 record)`);
  });

  it('after an e-mail change, exports the rows of the current address: exactly those the erasure deletes', async () => {
    const member = await newMember(t);
    const oldEmail = await emailOf(member);
    const newEmail = `renamed${member.id}@example.test`;
    await takeFreeTest(oldEmail, 3);
    await chatWithSupport(oldEmail, 'Asked before the change');
    await changeEmail(member, newEmail);
    await takeFreeTest(newEmail, 8);
    await takeStressAssessment(newEmail, 4);

    const data = await exportJson(member);
    expect(data['support-chats']).toEqual([]);
    expect(data['free-tests']!.map((row) => row.email)).toEqual([newEmail]);
    expect(data['stress-assessments']!.map((row) => row.email)).toEqual([newEmail]);

    const before = await visitorRowIds();
    const deletion = await member.call({
      method: 'POST',
      url: '/api/Account/Deletion',
      payload: { confirmation: 'delete my account', password: TEST_PASSWORD },
    });
    expect(deletion.status).toBe(201);
    t.clock.advanceDays(ACCOUNT_DATA.deletionGraceDays);
    await runRecurringJob(t, accountErasureJob);
    const after = await visitorRowIds();
    const erased = Object.fromEntries(
      VISITOR_KINDS.map((kind) => [kind, before[kind]!.filter((id) => !after[kind]!.includes(id))]),
    );
    expect(erased).toEqual(
      Object.fromEntries(VISITOR_KINDS.map((kind) => [kind, data[kind]!.map((row) => row.id as number)])),
    );
  });

  it('gives an account without an e-mail address empty files', async () => {
    const member = await newMember(t, { email: null });
    await takeFreeTest('someone.else@example.test', 5);
    const data = await exportJson(member);
    for (const kind of VISITOR_KINDS) expect(data[kind], kind).toEqual([]);
  });
});
