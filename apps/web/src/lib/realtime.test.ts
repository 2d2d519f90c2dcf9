import { afterEach, describe, expect, it, vi } from 'vitest';
import { HUB } from '@oola/domain';

const opened = vi.hoisted(() => [] as string[]);
vi.mock('socket.io-client', () => ({
  io: (namespace: string) => {
    opened.push(namespace);
    return {};
  },
}));

const { connectHub } = await import('./realtime');

afterEach(() => {
  opened.length = 0;
});

describe('connectHub', () => {
  it('opens the namespace the server serves, named once in @oola/domain', () => {
    for (const hub of Object.values(HUB)) connectHub(hub);
    expect(opened).toEqual(['/actionhub', '/chathub', '/notificationshub', '/meetinghub']);
  });
});
