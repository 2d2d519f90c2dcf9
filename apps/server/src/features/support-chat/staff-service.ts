import { desc, eq, sql } from 'drizzle-orm';
import type { SupportChatSender, SupportChatStatus, SupportChatSummary } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { supportConversations } from '../../db/schema/index.js';
import { notFound } from '../../core/app-error.js';
import { isUnread, type ConversationRow } from './views.js';

const LIST_LIMIT = 100;

/** The staff inbox: conversations of one status, newest activity first, with their last message. */
export async function listConversations(db: Db, status: SupportChatStatus): Promise<SupportChatSummary[]> {
  // Drizzle leaves columns unqualified inside sql``, so the correlated subquery names its tables itself.
  const lastOf = (column: 'body' | 'sender') =>
    sql<string>`(select m.${sql.raw(column)} from support_messages m where m.conversation_id = support_conversations.id order by m.id desc limit 1)`;
  const rows = await db
    .select({ conversation: supportConversations, body: lastOf('body'), sender: lastOf('sender') })
    .from(supportConversations)
    .where(eq(supportConversations.status, status))
    .orderBy(desc(supportConversations.lastMessageAt), desc(supportConversations.id))
    .limit(LIST_LIMIT);
  return rows.map(({ conversation, body, sender }) => ({
    id: conversation.id,
    firstName: conversation.firstName,
    email: conversation.email,
    status: conversation.status as SupportChatStatus,
    startedOffline: conversation.startedOffline,
    unread: isUnread(conversation),
    lastMessage: body,
    lastSender: sender as SupportChatSender,
    lastMessageAt: conversation.lastMessageAt.toISOString(),
    createdAt: conversation.createdAt.toISOString(),
  }));
}

export async function findConversation(db: Db, id: number): Promise<ConversationRow> {
  const [row] = await db.select().from(supportConversations).where(eq(supportConversations.id, id));
  if (!row) throw notFound('There is no conversation with this id.');
  return row;
}

/** Staff opened the thread: every message so far is read. */
export async function markRead(db: Db, conversation: ConversationRow): Promise<ConversationRow> {
  const [row] = await db
    .update(supportConversations)
    .set({ staffReadAt: sql`greatest(now(), ${supportConversations.lastVisitorMessageAt})` })
    .where(eq(supportConversations.id, conversation.id))
    .returning();
  return row!;
}
