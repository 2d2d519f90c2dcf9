import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { supportConversations } from '../../db/schema/index.js';
import { conversationMessages } from '../support-chat/index.js';
import type { ExportRow } from './export-row.js';
import { identityOf } from './member-identity.js';

/** Who wrote a message or ended a chat, as the member reads it. */
const PARTY: Record<string, string> = { visitor: 'you', staff: 'support' };

/** The keys of a support-chats record (its messages are one array). */
export const SUPPORT_CHAT_COLUMNS = [
  'id',
  'firstName',
  'email',
  'createdAt',
  'startedOffline',
  'status',
  'closedBy',
  'closedAt',
  'messages',
] as const;

/**
 * The support chats started with the account's current e-mail, each with its messages as the visitor
 * saw them: the staff member's first name (or "Support"), never their e-mail or id. The chat's secret
 * and the staff's read marks are left out.
 */
export async function supportChatRows(db: Queryable, userId: number): Promise<ExportRow[]> {
  const { email } = await identityOf(db, userId);
  if (!email) return [];
  const conversations = await db
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.email, email))
    .orderBy(asc(supportConversations.id));
  const rows: ExportRow[] = [];
  for (const conversation of conversations) {
    const messages = await conversationMessages(db, conversation);
    rows.push({
      id: conversation.id,
      firstName: conversation.firstName,
      email: conversation.email,
      createdAt: conversation.createdAt,
      startedOffline: conversation.startedOffline,
      status: conversation.status,
      closedBy: conversation.closedBy && PARTY[conversation.closedBy],
      closedAt: conversation.closedAt,
      messages: messages.map((message) => ({
        sentAt: message.createdAt,
        from: PARTY[message.sender],
        name: message.authorName,
        text: message.body,
      })),
    });
  }
  return rows;
}
