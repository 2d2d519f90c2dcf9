import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/test-app.js';

const DAY = 24 * 60 * 60 * 1000;
let withClock: TestApp;
let production: TestApp;
beforeAll(async () => {
  withClock = await createTestApp({ config: { testClock: true } });
  production = await createTestApp();
});
afterAll(async () => Promise.all([withClock.close(), production.close()]));

const advance = (t: TestApp, days: unknown) =>
  call<{ now: string }>(t, { method: 'POST', url: '/api/Test/AdvanceClock', payload: { days } });
const reset = (t: TestApp) => call<{ now: string }>(t, { method: 'POST', url: '/api/Test/ResetClock' });

describe('the end-to-end clock (TEST_CLOCK)', () => {
  it('moves the server’s time forward by whole days, and back to the system’s time', async () => {
    const moved = await advance(withClock, 10);
    expect(moved.status).toBe(200);
    expect(Date.parse(moved.body.now) - Date.now()).toBeGreaterThan(10 * DAY - 60_000);
    expect(withClock.clock.now().getTime() - Date.now()).toBeGreaterThan(10 * DAY - 60_000);
    const back = await reset(withClock);
    expect(back.status).toBe(200);
    expect(Math.abs(Date.parse(back.body.now) - Date.now())).toBeLessThan(60_000);
    expect(Math.abs(withClock.clock.now().getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('moves it forward by whole minutes too, for rules shorter than a day', async () => {
    const moved = await call<{ now: string }>(withClock, {
      method: 'POST',
      url: '/api/Test/AdvanceClock',
      payload: { minutes: 90 },
    });
    expect(moved.status).toBe(200);
    expect(Date.parse(moved.body.now) - Date.now()).toBeGreaterThan(89 * 60_000);
    expect(Date.parse(moved.body.now) - Date.now()).toBeLessThan(DAY);
    const fractional = await call(withClock, {
      method: 'POST',
      url: '/api/Test/AdvanceClock',
      payload: { minutes: 0.5 },
    });
    expect(fractional.status).toBe(400);
    await reset(withClock);
  });

  it('never moves back by AdvanceClock: a negative or fractional day is a 400', async () => {
    expect((await advance(withClock, -1)).status).toBe(400);
    expect((await advance(withClock, 1.5)).status).toBe(400);
    expect(Math.abs(withClock.clock.now().getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('does not exist without TEST_CLOCK', async () => {
    expect((await advance(production, 1)).status).toBe(404);
    expect((await reset(production)).status).toBe(404);
  });
});
