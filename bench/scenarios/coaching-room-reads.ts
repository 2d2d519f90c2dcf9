import type { Scenario } from '../scenario';

/** The coaching room's chat as member 1005 opens it (budget: p99 < 25 ms at 300 requests/s). */
export const coachingRoomReads: Scenario[] = [
  {
    name: 'chat-messages',
    description: "GET /api/ChatConversation/getChatMessage/2001/{id}: the newest page of 1005's chat with coach 2001",
    signInAs: 1005,
    request: ({ userId }) => ({ method: 'GET', path: `/api/ChatConversation/getChatMessage/2001/${userId}` }),
    budget: { rate: 300, p99Ms: 25 },
  },
];
