import type { APIRequestContext } from '@playwright/test';
import { expect } from './test';

/**
 * The end-to-end server's clock (TEST_CLOCK) is shared by every spec its worker runs and seeded histories
 * are relative to the real date: a spec that moves it forward puts it back when it is done
 * (`test.afterAll(({ request }) => resetServerClock(request))`).
 */
export async function advanceServerClock(request: APIRequestContext, days: number): Promise<void> {
  expect((await request.post('/api/Test/AdvanceClock', { data: { days } })).ok()).toBeTruthy();
}

/** Moves the clock forward by whole minutes (0 reads it) and answers the server's new time. */
export async function advanceServerClockMinutes(request: APIRequestContext, minutes: number): Promise<Date> {
  const moved = await request.post('/api/Test/AdvanceClock', { data: { minutes } });
  expect(moved.ok()).toBeTruthy();
  return new Date(((await moved.json()) as { now: string }).now);
}

export async function resetServerClock(request: APIRequestContext): Promise<void> {
  expect((await request.post('/api/Test/ResetClock')).ok()).toBeTruthy();
}

/** The end-to-end server's clock now (moved by no day). */
export async function serverNow(request: APIRequestContext): Promise<Date> {
  const response = await request.post('/api/Test/AdvanceClock', { data: { days: 0 } });
  expect(response.ok()).toBeTruthy();
  return new Date(((await response.json()) as { now: string }).now);
}
