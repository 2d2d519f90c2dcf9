/**
 * The real server as a child process: a write that answered 2xx survives a
 * kill -9, and SIGTERM shuts down cleanly (exit code 0).
 */
import fs from 'node:fs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { killServerProcesses, startServerProcess, type ServerProcess } from '../server-process.js';
import { newDataDir } from '../test/data-dir.js';

const dataDir = newDataDir('oola-process-');

// The embedded database is what a kill -9 could hurt; TEST_DATABASE_URL runs leave it too.
const startServer = () => startServerProcess({ DATA_DIR: dataDir, DEMO: 'true', DATABASE_URL: undefined });

async function stepOf(server: ServerProcess, token: string, userId: number): Promise<number> {
  const response = await fetch(`${server.url}/api/customer/GetCurrentUserStep/${userId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status;
}

afterEach(killServerProcesses);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('keeps every account and session after a kill -9 and a restart', { timeout: 120_000 }, async () => {
    const first = await startServer();
    const login = await fetch(`${first.url}/api/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: '1005', password: 'demo-pass-1', loginType: 2 }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    expect(await stepOf(first, token, 1005)).toBe(200);

    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    const second = await startServer();
    expect(await stepOf(second, token, 1005)).toBe(200);
    const again = await fetch(`${second.url}/api/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: '555-010-1002', password: 'demo-pass-1', loginType: 1 }),
    });
    expect(again.status).toBe(200);

    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  });
});
