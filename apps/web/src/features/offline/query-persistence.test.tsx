import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { dehydrate, QueryClient, useQuery, type QueryKey } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
} from '@tanstack/react-query-persist-client';
import { addDays, memberToday, type ActionListResponse, type Session, type TaskDay } from '@oola/domain';
import { currentStepKey } from '../../lib/current-step';
import { dashboardKeys } from '../../lib/dashboard-keys';
import { clearSession, setSession } from '../../lib/session';
import { trackerKeys } from '../../lib/tracker-keys';
import { achievementKeys } from '../achievements';
import { goalsByStatusKey } from '../goals/my-goals/api';
import { coachingRoomKeys } from '../coaching/room/api';
import { oolaScoresKey } from '../oola-scores/api';
import { paymentKeys } from '../payments/api';
import { todoKeys } from '../todo/api';
import { OfflineQueryClientProvider } from './offline-query-client-provider';
import { keptFor } from './persisted-queries';
import { closeQueryCacheStore, queryCacheStorage } from './query-cache-store';
import { persistOptions } from './query-persistence';

const TODAY = memberToday('UTC');
const ROBIN = 1005;
const SAM = 1006;

const trackerDay = (day: string): ActionListResponse => ({
  day,
  actions: [
    {
      id: 1,
      text: 'Drink water',
      index: 0,
      extraText: null,
      canBeRemoved: true,
      actionRepeating: null,
      createdDate: day,
      completed: false,
    },
  ],
  todayActionsCount: 2,
  displayFailModal: false,
  phaseNumber: 1,
  courseId: 0,
});
const todoDays = (firstDate: string): TaskDay[] => [{ day: 0, date: firstDate, tasks: [] }];

/** A client holding `entries` as answered queries. */
function clientWith(entries: [QueryKey, unknown][]): QueryClient {
  const client = new QueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  return client;
}

const keysOf = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey);

function signIn(userId: number, timeZone = 'UTC') {
  setSession({ token: 't', userId, userTypeId: 1, userStepId: 4, timeZone } as Session);
}

const robinsDashboard = (day = TODAY): [QueryKey, unknown][] => [
  [currentStepKey(ROBIN), { userStepId: 4, level: 1 }],
  [dashboardKeys.profileInfo(ROBIN), { isActiveCoach: false }],
  [achievementKeys.profileInformation(ROBIN), { firstName: 'Robin', achievements: {} }],
  [dashboardKeys.progress(ROBIN), { stepsTaken: 12 }],
  [goalsByStatusKey(ROBIN), { inProgress: [] }],
  [oolaScoresKey(ROBIN), [{ assessmentId: 1 }]],
  [trackerKeys.day(ROBIN, 0), trackerDay(day)],
  [todoKeys.tasks(ROBIN), todoDays(day)],
];

/** The kept queries that show no day as today: restored whatever the day. */
const daylessKeys = () =>
  robinsDashboard()
    .map(([key]) => key)
    .filter((key) => key[0] !== 'tracker' && key[0] !== 'todo');

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
});
afterEach(async () => {
  await closeQueryCacheStore();
  clearSession();
  vi.unstubAllGlobals();
});

describe('which queries are kept on the device', () => {
  it("keeps the member's step, profile flags and sections, today's actions and to-do days, and nothing else", () => {
    const client = clientWith([
      ...robinsDashboard(),
      [trackerKeys.day(ROBIN, 3), trackerDay('2026-11-24')],
      [paymentKeys.account(ROBIN), { card: '4242' }],
      [coachingRoomKeys.chat({ coachId: 2001, clientId: ROBIN }), [{ text: 'Hello' }]],
      [['settings'], { brandName: 'Oola' }],
    ]);
    const kept = keptFor(dehydrate(client), ROBIN, TODAY).queries.map((query) => query.queryKey);
    expect(kept).toEqual(robinsDashboard().map(([key]) => key));
  });

  it("keeps no other member's queries, and nothing when nobody is signed in", () => {
    const client = clientWith([...robinsDashboard(), [todoKeys.tasks(SAM), todoDays(TODAY)]]);
    expect(keptFor(dehydrate(client), SAM, TODAY).queries.map((query) => query.queryKey)).toEqual([
      todoKeys.tasks(SAM),
    ]);
    expect(keptFor(dehydrate(client), undefined, TODAY).queries).toEqual([]);
  });

  it('never gives back a tracker day or a to-do list whose first day has ended as today', () => {
    const client = clientWith(robinsDashboard(addDays(TODAY, -1)));
    const kept = keptFor(dehydrate(client), ROBIN, TODAY).queries.map((query) => query.queryKey);
    expect(kept).toEqual(daylessKeys());
  });
});

describe('the persisted cache', () => {
  /** Writes `client` as the persister would, without its filter: what an older version may have left. */
  const write = (client: QueryClient, { buster = persistOptions.buster!, timestamp = Date.now() } = {}) =>
    queryCacheStorage.setItem('dashboard', JSON.stringify({ buster, timestamp, clientState: dehydrate(client) }));
  async function restored(): Promise<QueryKey[]> {
    const client = new QueryClient();
    await persistQueryClientRestore({ ...persistOptions, queryClient: client });
    return keysOf(client);
  }

  it("keeps only the signed-in member's dashboard queries when it is written", async () => {
    signIn(ROBIN);
    const client = clientWith([
      ...robinsDashboard(),
      [todoKeys.tasks(SAM), todoDays(TODAY)],
      [coachingRoomKeys.chat({ coachId: 2001, clientId: ROBIN }), [{ text: 'Hello' }]],
    ]);
    await persistQueryClientSave({ ...persistOptions, queryClient: client });
    const written = JSON.parse((await queryCacheStorage.getItem('dashboard'))!) as PersistedClient;
    expect(written.clientState.queries.map((query) => query.queryKey)).toEqual(robinsDashboard().map(([key]) => key));
    expect(await restored()).toEqual(robinsDashboard().map(([key]) => key));
  });

  it('gives another member, or nobody, none of it', async () => {
    await write(clientWith(robinsDashboard()));
    signIn(SAM);
    expect(await restored()).toEqual([]);
    await write(clientWith(robinsDashboard()));
    clearSession();
    expect(await restored()).toEqual([]);
  });

  it("gives back the tracker and the to-do list only on the day they showed, on the member's clock", async () => {
    // Kiritimati (UTC+14) is always a day or two ahead of UTC-12.
    const dashboard = robinsDashboard(memberToday('Etc/GMT+12'));
    await write(clientWith(dashboard));
    signIn(ROBIN, 'Etc/GMT+12');
    expect(await restored()).toEqual(dashboard.map(([key]) => key));
    await write(clientWith(dashboard));
    signIn(ROBIN, 'Pacific/Kiritimati');
    expect(await restored()).toEqual(daylessKeys());
  });

  it('is dropped when another build wrote it, or when it is older than seven days', async () => {
    signIn(ROBIN);
    await write(clientWith(robinsDashboard()), { buster: 'an older build' });
    expect(await restored()).toEqual([]);
    await write(clientWith(robinsDashboard()), { timestamp: Date.now() - 7 * 24 * 60 * 60 * 1000 - 60_000 });
    expect(await restored()).toEqual([]);
    await write(clientWith(robinsDashboard()));
    expect(await restored()).toHaveLength(robinsDashboard().length);
  });
});

describe('OfflineQueryClientProvider', () => {
  const stored = () => queryCacheStorage.getItem('dashboard');

  /** Robin's dashboard kept on the device, restored by the provider. */
  async function robinRestored() {
    signIn(ROBIN);
    await persistQueryClientSave({ ...persistOptions, queryClient: clientWith(robinsDashboard()) });
    const client = new QueryClient();
    render(<OfflineQueryClientProvider client={client}>{null}</OfflineQueryClientProvider>);
    await waitFor(() => expect(keysOf(client)).toHaveLength(robinsDashboard().length));
    expect(await stored()).toBeDefined();
  }

  it('shows what was restored at once and asks the server again when a page uses it', async () => {
    signIn(ROBIN);
    await persistQueryClientSave({ ...persistOptions, queryClient: clientWith(robinsDashboard()) });
    const fresh = todoDays(TODAY).map((day) => ({ ...day, tasks: [{ id: 9, text: 'Added elsewhere' }] }));
    const queryFn = vi.fn(() => new Promise<TaskDay[]>((resolve) => setTimeout(() => resolve(fresh as TaskDay[]), 50)));
    const seen: unknown[] = [];
    function TodoDays() {
      const { data } = useQuery({ queryKey: todoKeys.tasks(ROBIN), queryFn });
      seen.push(data);
      return null;
    }
    // The app's client: 30 s of freshness, which a just-restored cache would otherwise still have.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    render(
      <OfflineQueryClientProvider client={client}>
        <TodoDays />
      </OfflineQueryClientProvider>,
    );
    await waitFor(() => expect(client.getQueryData(todoKeys.tasks(ROBIN))).toEqual(fresh));
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(seen).toContainEqual(todoDays(TODAY));
    // The answer replaces the kept copy (saved at most once a second).
    await waitFor(async () => expect(await stored()).toContain('Added elsewhere'), { timeout: 3000 });
  });

  it('erases the kept queries when the member signs out', async () => {
    await robinRestored();
    act(() => clearSession());
    await waitFor(async () => expect(await stored()).toBeUndefined());
  });

  it('erases them when another member signs in on the device', async () => {
    await robinRestored();
    act(() => signIn(SAM));
    await waitFor(async () => expect(await stored()).toBeUndefined());
  });
});
