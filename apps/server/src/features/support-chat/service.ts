import { and, eq } from 'drizzle-orm';
import {
  isWithinSupportHours,
  type startSupportChatRequestSchema,
  type StartSupportChatResponse,
  type SupportChatMessage,
} from '@oola/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { supportConversations, supportMessages } from '../../db/schema/index.js';
import { conflict, notFound } from '../../core/app-error.js';
import { hashToken, newToken } from '../../identity/tokens.js';
import { toMessage, visitorView, type ConversationRow } from './views.js';

export const CHAT_ENDED_MESSAGE = 'This chat has ended. Start a new chat to write to us again.';
const NOT_FOUND_MESSAGE = 'This chat was not found. Please start a new chat.';

type StartInput = z.output<typeof startSupportChatRequestSchema>;

/** Creates a conversation with its first visitor message; the secret is answered once and only its hash kept. */
export async function startConversation(
  db: Db,
  input: StartInput,
  now = new Date(),
): Promise<StartSupportChatResponse> {
  const secret = newToken();
  const row = await db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(supportConversations)
      .values({
        secretHash: hashToken(secret),
        firstName: input.firstName,
        email: input.email.toLowerCase(),
        startedOffline: !isWithinSupportHours(now),
        createdAt: now,
        lastMessageAt: now,
        lastVisitorMessageAt: now,
      })
      .returning();
    await tx
      .insert(supportMessages)
      .values({ conversationId: conversation!.id, sender: 'visitor', body: input.message, createdAt: now });
    return conversation!;
  });
  return { secret, conversation: await visitorView(db, row, now) };
}

/** The conversation whose id and secret match, else 404 exactly as if it did not exist. */
export async function findVisitorConversation(db: Db, id: number, secret: string): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(supportConversations)
    .where(and(eq(supportConversations.id, id), eq(supportConversations.secretHash, hashToken(secret))));
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

/** Stores a message on an open conversation (409 once it has ended) and answers it. */
export async function addMessage(
  db: Db,
  conversation: ConversationRow,
  author: { sender: 'visitor' } | { sender: 'staff'; staffUserId: number; name: string },
  body: string,
): Promise<SupportChatMessage> {
  if (conversation.status !== 'open') throw conflict(CHAT_ENDED_MESSAGE);
  const now = new Date();
  const message = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportMessages)
      .values({
        conversationId: conversation.id,
        sender: author.sender,
        staffUserId: author.sender === 'staff' ? author.staffUserId : null,
        body,
        createdAt: now,
      })
      .returning();
    await tx
      .update(supportConversations)
      .set(
        author.sender === 'visitor'
          ? { lastMessageAt: now, lastVisitorMessageAt: now }
          : // A staff reply means staff have read everything before it.
            { lastMessageAt: now, staffReadAt: now },
      )
      .where(eq(supportConversations.id, conversation.id));
    return row!;
  });
  return toMessage(message, author.sender === 'visitor' ? conversation.firstName : author.name);
}

/** Ends a conversation (idempotent: ending an ended chat changes nothing). */
export async function closeConversation(
  db: Db,
  conversation: ConversationRow,
  by: 'visitor' | 'staff',
): Promise<ConversationRow> {
  if (conversation.status === 'closed') return conversation;
  const [row] = await db
    .update(supportConversations)
    .set({ status: 'closed', closedBy: by, closedAt: new Date() })
    .where(eq(supportConversations.id, conversation.id))
    .returning();
  return row!;
}
