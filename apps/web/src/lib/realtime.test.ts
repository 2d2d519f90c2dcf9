import { describe, expect, it } from 'vitest';
import { HUB } from '@oola/domain';
import { connectHub } from './realtime';

describe('connectHub', () => {
  it('opens the namespace the server serves, named once in @oola/domain', () => {
    const sockets = Object.values(HUB).map((hub) => connectHub(hub));
    try {
      expect(sockets.map((socket) => (socket as unknown as { nsp: string }).nsp)).toEqual([
        '/actionhub',
        '/chathub',
        '/notificationshub',
        '/meetinghub',
      ]);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });
});
