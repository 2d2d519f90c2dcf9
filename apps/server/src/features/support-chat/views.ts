import { asc, eq } from 'drizzle-orm';
import {
  isWithinSupportHours,
  type StaffSupportChat,
  type SupportChatConversation,
  type SupportChatMessage,
  type SupportChatSender,
  type SupportChatStatus,
} from '@oola/domain';
import type { Db, Queryable } from '../../db/client.js';
import { type supportConversations, supportMessages, users } from '../../db/schema/index.js';

export type ConversationRow = typeof supportConversations.$inferSelect;

/** The team name a visitor sees when a staff member has no first name on file. */
const SUPPORT_TEAM = 'Support';

export const isUnread = (row: ConversationRow): boolean =>
  row.staffReadAt === null || row.lastVisitorMessageAt > row.staffReadAt;

export function toMessage(
  row: { id: number; conversationId: number; sender: string; body: string; createdAt: Date },
  authorName: string,
): SupportChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    sender: row.sender as SupportChatSender,
    authorName,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every message of a conversation, oldest first, with its author's first name. */
export async function conversationMessages(
  db: Queryable,
  conversation: ConversationRow,
): Promise<SupportChatMessage[]> {
  const rows = await db
    .select({ message: supportMessages, staffName: users.firstName })
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.staffUserId))
    .where(eq(supportMessages.conversationId, conversation.id))
    .orderBy(asc(supportMessages.id));
  return rows.map(({ message, staffName }) =>
    toMessage(message, message.sender === 'visitor' ? conversation.firstName : (staffName ?? SUPPORT_TEAM)),
  );
}

export async function visitorView(db: Db, row: ConversationRow, now = new Date()): Promise<SupportChatConversation> {
  return {
    id: row.id,
    firstName: row.firstName,
    status: row.status as SupportChatStatus,
    startedOffline: row.startedOffline,
    supportOnline: isWithinSupportHours(now),
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    messages: await conversationMessages(db, row),
  };
}

export async function staffView(db: Db, row: ConversationRow): Promise<StaffSupportChat> {
  return {
    ...(await visitorView(db, row)),
    email: row.email,
    unread: isUnread(row),
    closedBy: (row.closedBy as SupportChatSender | null) ?? null,
  };
}
