import { randomUUID } from 'node:crypto';
import type { ChatMessage, InsertChatMessageRequest } from '@oola/domain';
import { call, createUser, type NewUser, type TestApp } from '../../test/test-app.js';
import { openPair } from '../coach-pairs/index.js';

export type TestUser = Awaited<ReturnType<typeof createUser>>;

/** A new coach and a new member whose current coach they are. */
export async function createPair(t: TestApp, client: NewUser = {}, coach: NewUser = {}) {
  const theCoach = await createUser(t, { userTypeId: 2, isActiveCoach: true, firstName: 'Casey', ...coach });
  const member = await createUser(t, { firstName: 'Robin', ...client });
  await t.database.db.transaction((tx) => openPair(tx, member.id, theCoach.id, t.clock.now()));
  return { coach: theCoach, client: member, path: `${theCoach.id}/${member.id}` };
}

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
