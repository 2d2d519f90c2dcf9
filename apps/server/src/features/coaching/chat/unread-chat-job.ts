import type { JobDefinition } from '../../../jobs/job.js';
import { sweepUnreadChats } from './unread-chat-sweep.js';

/** Every minute: chat messages unread for 15 minutes are e-mailed to their reader at that minute (decisions 059, 088). */
export const unreadChatJob: JobDefinition<Record<string, never>> = {
  name: 'chat-unread-sweep',
  cron: '* * * * *',
  run: (_data, context) => sweepUnreadChats(context.db, context.clock.now()),
};
