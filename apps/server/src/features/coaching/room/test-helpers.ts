import { randomUUID } from 'node:crypto';
import type { ChatMessage, InsertChatMessageRequest } from '@oola/domain';
import type { PairOptions } from '../../../test/factories/index.js';
import { call, type TestApp, type Identity } from '../../../test/test-app.js';

export type TestUser = Identity;

/** Casey the coach and Robin the client, as the coaching room's tests name them (`newPair(t, ROOM_PAIR)`). */
export const ROOM_PAIR = { coach: { firstName: 'Casey' }, client: { firstName: 'Robin' } } satisfies PairOptions;

/** POST ChatConversation/InsertChatMessage as `from`, with a fresh client message id unless given. */
export function sendMessage(
  t: TestApp,
  from: TestUser,
  body: Partial<InsertChatMessageRequest> & { coachId: number; clientId: number },
) {
  return call<ChatMessage>(t, {
    method: 'POST',
    url: '/api/ChatConversation/InsertChatMessage',
    headers: from.auth,
    payload: { message: 'Hello', clientMessageId: randomUUID(), ...body },
  });
}

export function readChat(t: TestApp, reader: TestUser, path: string, query = '') {
  return call<ChatMessage[]>(t, {
    method: 'GET',
    url: `/api/ChatConversation/getChatMessage/${path}${query}`,
    headers: reader.auth,
  });
}
