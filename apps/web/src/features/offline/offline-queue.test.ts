import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { api } from '../../lib/api';
import { clearSession, setSession } from '../../lib/session';
import { mockFetch } from '../../test/fetch-mock';
import { prepareForSending } from './conflict-rules';
import { changesOf, closeQueueStore } from './queue-store';
import type { QueuedChange } from './queued-change';
import { sendQueue, type SendChange } from './send-queue';
import { QUEUED, writeOrQueue } from './write-or-queue';

const TODAY = '2026-11-27';
const USER = 1005;

const completeStep = (id: number, text: string) =>
  ({
    kind: 'complete-action',
    method: 'PUT',
    path: 'Actions/AsyncCompleteAction',
    body: { userId: USER, id },
    day: TODAY,
    label: text,
    targetId: id,
  }) as const;

const sendWithApi: SendChange = (change, request) =>
  api(request.method, request.path, request.body, {
    headers: { 'Idempotency-Key': change.key },
    handleConflict: true,
  });

function goOffline(offline: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(!offline);
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  setSession({ token: 't', userId: USER, userTypeId: 1, userStepId: 4, timeZone: 'UTC' } as Parameters<
    typeof setSession
  >[0]);
});
afterEach(async () => {
  await closeQueueStore();
  clearSession();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('writeOrQueue', () => {
  it('sends the write online with a client id as its Idempotency-Key, keeping nothing', async () => {
    const { calls } = mockFetch(() => ({ status: 200, body: { id: 7, completed: true } }));
    expect(await writeOrQueue(completeStep(7, 'Walk'))).toEqual({ id: 7, completed: true });
    expect(calls[0]!.headers['Idempotency-Key']).toMatch(/^offline-[0-9a-f]{32}$/);
    expect(await changesOf(USER)).toEqual([]);
  });

  it('keeps the write on the device while offline, sending nothing', async () => {
    const { calls } = mockFetch(() => ({ status: 200 }));
    goOffline(true);
    expect(await writeOrQueue(completeStep(7, 'Walk'))).toBe(QUEUED);
    expect(calls).toHaveLength(0);
    expect(await changesOf(USER)).toMatchObject([{ kind: 'complete-action', label: 'Walk', userId: USER, day: TODAY }]);
  });

  it('keeps it under the same client id when the network fails on the way', async () => {
    const { calls } = mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await writeOrQueue(completeStep(7, 'Walk'))).toBe(QUEUED);
    const [kept] = await changesOf(USER);
    expect(kept!.key).toBe(calls[0]!.headers['Idempotency-Key']);
  });
});

describe('sendQueue', () => {
  async function queue(...drafts: ReturnType<typeof completeStep>[]) {
    goOffline(true);
    for (const draft of drafts) await writeOrQueue(draft);
    vi.restoreAllMocks();
    return changesOf(USER);
  }

  it('sends the waiting changes in order, each with its own key, and empties the queue', async () => {
    const kept = await queue(completeStep(1, 'Walk'), completeStep(2, 'Read'));
    const { calls } = mockFetch(() => ({ status: 200, body: {} }));
    const result = await sendQueue(USER, TODAY, sendWithApi);
    expect(calls.map((call) => (call.body as { id: number }).id)).toEqual([1, 2]);
    expect(calls.map((call) => call.headers['Idempotency-Key'])).toEqual(kept.map((change) => change.key));
    expect(result.sent.map((change) => change.label)).toEqual(['Walk', 'Read']);
    expect(await changesOf(USER)).toEqual([]);
  });

  it('drops a change the server refuses (400, 404, 409) with a message, and goes on with the next', async () => {
    await queue(completeStep(1, 'Walk'), completeStep(2, 'Read'), completeStep(3, 'Pray'), completeStep(4, 'Run'));
    const answers: Record<number, { status: number; body?: unknown }> = {
      1: { status: 409, body: { message: "You can only complete today's actions." } },
      2: { status: 404, body: { message: 'Action not found.' } },
      3: { status: 400, body: { message: 'Invalid id' } },
      4: { status: 200, body: {} },
    };
    mockFetch((_method, _path, body) => answers[(body as { id: number }).id]);
    const result = await sendQueue(USER, TODAY, sendWithApi);
    expect(result.dropped.map((drop) => drop.reason)).toEqual([
      "“Walk” was not saved: You can only complete today's actions.",
      '“Read” was not saved: it was deleted on another device.',
      '“Pray” was not saved: Invalid id',
    ]);
    expect(result.sent.map((change) => change.label)).toEqual(['Run']);
    expect(await changesOf(USER)).toEqual([]);
  });

  it('stops at a network failure or a 5xx, keeping that change and the rest for the next round', async () => {
    await queue(completeStep(1, 'Walk'), completeStep(2, 'Read'), completeStep(3, 'Pray'));
    mockFetch((_method, _path, body) =>
      (body as { id: number }).id === 1 ? { status: 200, body: {} } : { status: 503 },
    );
    const result = await sendQueue(USER, TODAY, sendWithApi);
    expect(result).toMatchObject({ waiting: 2, dropped: [] });
    expect((await changesOf(USER)).map((change) => change.label)).toEqual(['Read', 'Pray']);

    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    expect((await sendQueue(USER, TODAY, sendWithApi)).waiting).toBe(2);
  });

  it("leaves another member's changes alone", async () => {
    await queue(completeStep(1, 'Walk'));
    const { calls } = mockFetch(() => ({ status: 200, body: {} }));
    await sendQueue(USER + 1, TODAY, sendWithApi);
    expect(calls).toHaveLength(0);
    expect(await changesOf(USER)).toHaveLength(1);
  });
});

describe('prepareForSending (decision 076)', () => {
  const change = (fields: Partial<QueuedChange>): QueuedChange => ({
    key: 'offline-key-1',
    userId: USER,
    queuedAt: 0,
    ...completeStep(1, 'Walk'),
    ...fields,
  });

  it('sends a step on its own day and drops one whose day has ended, saying so', () => {
    expect(prepareForSending(change({}), TODAY)).toHaveProperty('send');
    expect(prepareForSending(change({ kind: 'empty-step', label: 'Step taken' }), '2026-11-28')).toEqual({
      drop: 'The day ended before you were back online: the step “Step taken” of 2026-11-27 was not recorded.',
    });
  });

  it('keeps a task on the date it was planned for, and drops it once that date has passed', () => {
    const task = change({
      kind: 'add-task',
      method: 'POST',
      path: 'ToDoList/AddTask',
      body: { text: 'Call mum', dayNumber: 2 },
      label: 'Call mum',
      taskDate: '2026-11-29',
    });
    expect(prepareForSending(task, '2026-11-28')).toEqual({
      send: { method: 'POST', path: 'ToDoList/AddTask', body: { text: 'Call mum', dayNumber: 1 } },
    });
    expect(prepareForSending(task, '2026-11-30')).toEqual({
      drop: 'The task “Call mum” was planned for 2026-11-29, which has passed: it was not added.',
    });
  });

  it('sends a task completion whenever it arrives', () => {
    const done = change({ kind: 'complete-task', path: 'ToDoList/CompleteTask/9', body: undefined, day: '2026-11-20' });
    expect(prepareForSending(done, TODAY)).toEqual({
      send: { method: 'PUT', path: 'ToDoList/CompleteTask/9', body: undefined },
    });
  });
});
