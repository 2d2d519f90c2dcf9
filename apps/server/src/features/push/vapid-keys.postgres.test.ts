/**
 * PostgreSQL only (the vitest project server-postgres): two real server processes on one database, started
 * with no VAPID keys at the same moment, serve the one pair the first of them generated.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newMember } from '../../test/factories/index.js';
import { api, startTwoProcesses, type TwoProcesses } from '../../test/two-processes.js';

let both: TwoProcesses;
beforeAll(async () => {
  both = await startTwoProcesses();
}, 60_000);
afterAll(async () => both.close());

it('two processes on one database answer the same VAPID public key', async () => {
  const member = await newMember(both.t);
  const [a, b] = await Promise.all([
    api<{ publicKey: string }>(both.a, member.token, 'GET', '/api/push/key'),
    api<{ publicKey: string }>(both.b, member.token, 'GET', '/api/push/key'),
  ]);
  expect(a.status).toBe(200);
  expect(b.body.publicKey).toBe(a.body.publicKey);
});
