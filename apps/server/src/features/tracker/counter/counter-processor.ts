import type { Namespace } from 'socket.io';
import type { Db } from '../../../db/client.js';
import type { Processor } from '../../../events/index.js';
import { createBroadcaster } from './service.js';

/** When a member's completed steps change, pushes the global number to /actionhub if it moved. */
export function counterProcessor(db: Db, hub: () => Namespace): Processor {
  const broadcast = createBroadcaster(db, hub);
  return {
    name: 'live steps counter',
    handles: ['action.tracked'],
    handle: async () => {
      await broadcast();
    },
  };
}
