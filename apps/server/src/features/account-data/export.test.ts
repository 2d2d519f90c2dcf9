import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { ACCOUNT_DATA, ACCOUNT_DATA_MESSAGES, type AccountDataJson, type AccountExport } from '@oola/domain';
import { accountExports, actions, emailOutbox, notifications, sessionNotes, users } from '../../db/schema/index.js';
import { runQueuedJobs } from '../../test/jobs.js';
import {
  newMember,
  newMemberWithEverything,
  newActiveCoach,
  newInactiveCoach,
  type MemberWithEverything,
} from '../../test/factories/index.js';
import { call, createTestApp, type Identity, type TestApp } from '../../test/test-app.js';
import { buildExport } from './export-build.js';

let t: TestApp;
let everything: MemberWithEverything;
beforeAll(async () => {
  t = await createTestApp();
  everything = await newMemberWithEverything(t);
});
afterAll(() => t.close());

const requestExport = (who: Identity) => who.call<AccountExport>({ method: 'POST', url: '/api/Account/Export' });
const latest = async (who: Identity) =>
  (await who.call<{ export: AccountExport | null }>({ method: 'GET', url: '/api/Account/ExportStatus' })).body.export;
const download = (who: Identity, exportId: number | string) =>
  t.app.inject({ method: 'GET', url: `/api/Account/ExportFile/${exportId}`, headers: who.auth });

async function readyExport(who: Identity): Promise<AccountExport> {
  const requested = await requestExport(who);
  expect(requested.status).toBe(202);
  await runQueuedJobs(t);
  return (await latest(who))!;
}

const unzip = (bytes: Buffer) => unzipSync(new Uint8Array(bytes));

describe('export my data', () => {
  it('builds one ZIP with a README, a JSON file per kind and CSV for actions, goals, scores and to-dos', async () => {
    const member = everything.client;
    const requested = await requestExport(member);
    expect(requested.body).toMatchObject({ status: 'pending', downloadable: false });
    expect((await requestExport(member)).body.id).toBe(requested.body.id);

    await runQueuedJobs(t);
    const ready = (await latest(member))!;
    expect(ready).toMatchObject({ id: requested.body.id, status: 'ready', downloadable: true });
    const expiresAt = new Date(ready.expiresAt!).getTime() - new Date(ready.readyAt!).getTime();
    expect(expiresAt).toBe(ACCOUNT_DATA.exportLifetimeDays * 86_400_000);

    const response = await download(member, ready.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = unzip(response.rawPayload);
    const names = Object.keys(files);
    expect(names).toContain('README.txt');
    for (const csv of ['actions', 'goals', 'scores', 'todo']) expect(names).toContain(`${csv}.csv`);
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      expect(() => JSON.parse(strFromU8(files[name]!)), name).not.toThrow();
      expect(strFromU8(files[name]!)).not.toMatch(/passwordHash|tokenHash|providerMethodId|4242 4242/);
    }
    expect(names.some((n) => n.startsWith('coach-'))).toBe(false);
    const readme = strFromU8(files['README.txt']!);
    for (const name of names.filter((n) => n !== 'README.txt')) expect(readme).toContain(name);

    const chat = JSON.parse(strFromU8(files['coaching-chat.json']!)) as { text: string }[];
    expect(chat.map((m) => m.text).sort()).toEqual(['Hello coach', 'Hello member']);
    const goalsCsv = strFromU8(files['goals.csv']!);
    expect(goalsCsv.split('\r\n')[0]).toContain('completedByDate');
    expect(goalsCsv).toContain('"Run a marathon, ""my way"""');
    const profile = JSON.parse(strFromU8(files['profile.json']!)) as { id: number }[];
    expect(profile).toEqual([expect.objectContaining({ id: member.id, timeZone: 'America/New_York' })]);
  });

  it('tells the member by e-mail, with the expiry in their time zone, and in the app', async () => {
    const member = everything.client;
    const { id } = (await latest(member))!;
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, `account-export-ready:${id}`));
    expect(mail).toMatchObject({ userId: member.id, template: 'account-export-ready' });
    expect((mail!.data as { expiresAt: string }).expiresAt).toMatch(/E[SD]T$/);
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.title, 'Your data export is ready')));
    expect(notices).toHaveLength(1);
  });

  it('building the same export again (a retried job) changes nothing', async () => {
    const member = everything.client;
    const before = (await latest(member))!;
    await buildExport(t.database.db, t.clock, before.id);
    expect(await latest(member)).toEqual(before);
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(notices.filter((n) => n.title === 'Your data export is ready')).toHaveLength(1);
  });

  it("adds a coach's profile, availability, sessions and own notes to a coach's export", async () => {
    const ready = await readyExport(everything.coach);
    const files = unzip((await download(everything.coach, ready.id)).rawPayload);
    for (const name of ['coach-profile', 'coach-availability', 'coach-sessions', 'coach-notes'])
      expect(Object.keys(files)).toContain(`${name}.json`);
    const notes = JSON.parse(strFromU8(files['coach-notes.json']!)) as { comment: string }[];
    expect(notes.map((n) => n.comment)).toEqual(['Coach note about the member']);
    const sessions = JSON.parse(strFromU8(files['coach-sessions.json']!)) as { kind: string }[];
    expect(sessions.map((n) => n.kind).sort()).toEqual(['booking', 'meeting']);
  });

  it('gives a former coach the coach files that hold their data, and a coach account with none no coach files', async () => {
    const never = await newInactiveCoach(t);
    const neverFiles = unzip((await download(never, (await readyExport(never)).id)).rawPayload);
    expect(Object.keys(neverFiles).filter((name) => name.startsWith('coach-'))).toEqual([]);

    const former = await newActiveCoach(t);
    const client = await newMember(t);
    await t.database.db
      .insert(sessionNotes)
      .values({ coachId: former.id, clientId: client.id, authorId: former.id, comment: 'Written while coaching' });
    await t.database.db.update(users).set({ isActiveCoach: false }).where(eq(users.id, former.id));
    const formerFiles = unzip((await download(former, (await readyExport(former)).id)).rawPayload);
    expect(Object.keys(formerFiles).filter((name) => name.startsWith('coach-'))).toEqual(['coach-notes.json']);
  });

  it('a download works for 7 days, then answers that it expired', async () => {
    const member = await newMember(t);
    const ready = await readyExport(member);
    t.clock.advanceDays(ACCOUNT_DATA.exportLifetimeDays - 1);
    expect((await download(member, ready.id)).statusCode).toBe(200);
    t.clock.advanceDays(1);
    const expired = await download(member, ready.id);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ message: ACCOUNT_DATA_MESSAGES.exportExpired });
    expect(await latest(member)).toMatchObject({ downloadable: false });
  });

  it('a newer export removes the older file', async () => {
    const member = await newMember(t);
    const first = await readyExport(member);
    const second = await readyExport(member);
    expect(second.id).not.toBe(first.id);
    expect((await download(member, first.id)).statusCode).toBe(409);
    expect((await download(member, second.id)).statusCode).toBe(200);
  });

  it("answers 404 for someone else's export, 400 for a bad id, 401 without a token, and 409 while pending", async () => {
    const owner = await newMember(t);
    const other = await newMember(t);
    const ready = await readyExport(owner);
    expect((await download(other, ready.id)).statusCode).toBe(404);
    expect((await download(other, 'abc')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/Account/ExportFile/${ready.id}` })).statusCode).toBe(401);
    expect((await call(t, { method: 'POST', url: '/api/Account/Export' })).status).toBe(401);
    const pending = await requestExport(other);
    const early = await download(other, pending.body.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: ACCOUNT_DATA_MESSAGES.exportNotReady });
    await runQueuedJobs(t);
  });
});

describe('a long history', () => {
  it('reads every action, a page at a time', async () => {
    const member = await newMember(t);
    const rows = Array.from({ length: 4500 }, (_, index) => ({
      userId: member.id,
      text: `Step ${index}`,
      day: '2026-01-01',
    }));
    await t.database.db.insert(actions).values(rows);
    const { body } = await member.call<AccountDataJson>({ method: 'GET', url: `/api/Account/Export/${member.id}` });
    expect(body.data.actions).toHaveLength(4500);
    expect(new Set(body.data.actions!.map((action) => action.id)).size).toBe(4500);
  });
});

describe('GET /api/Account/Export/{id}', () => {
  it('answers the same data as the ZIP, as JSON', async () => {
    const member = everything.client;
    const { status, body } = await member.call<AccountDataJson>({
      method: 'GET',
      url: `/api/Account/Export/${member.id}`,
    });
    expect(status).toBe(200);
    expect(body.userId).toBe(member.id);
    expect(body.data.actions).toEqual([expect.objectContaining({ text: 'Walk, then stretch' })]);
    expect(body.data.payments).toEqual([expect.objectContaining({ cardLast4: '4242', amountCents: 9000 })]);
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|tokenHash/);
    const ready = await readyExport(member);
    const files = unzip((await download(member, ready.id)).rawPayload);
    expect(
      Object.keys(body.data)
        .map((kind) => `${kind}.json`)
        .sort(),
    ).toEqual(
      Object.keys(files)
        .filter((n) => n.endsWith('.json'))
        .sort(),
    );
  });

  it("refuses another user's id (403), a bad id (400) and no token (401), writing nothing", async () => {
    const member = await newMember(t);
    const coach = await newActiveCoach(t);
    expect((await member.call({ method: 'GET', url: `/api/Account/Export/${coach.id}` })).status).toBe(403);
    expect((await member.call({ method: 'GET', url: '/api/Account/Export/abc' })).status).toBe(400);
    expect((await call(t, { method: 'GET', url: `/api/Account/Export/${member.id}` })).status).toBe(401);
    const rows = await t.database.db.select().from(accountExports).where(eq(accountExports.userId, member.id));
    expect(rows).toHaveLength(0);
  });
});
