import { z } from 'zod';
import { PERSON_NAME_PATTERN } from './free-tests.js';
import { coercedIdSchema, EMAIL_MAX_LENGTH, multiLineText, singleLineText } from './primitives.js';

/** Live chat with support from the public Contact page. */
export const SUPPORT_CHAT = {
  messageMax: 2000,
  nameMax: 60,
  /** Request header carrying a visitor's conversation secret. */
  secretHeader: 'x-chat-secret',
  namespace: '/supportchat',
  /** Socket.IO events on the namespace. */
  events: {
    message: 'SupportChatMessage',
    updated: 'SupportChatUpdated',
    typing: 'SupportChatTyping',
  },
} as const;

export const SUPPORT_CHAT_OFFLINE_MESSAGE =
  'Our support team is offline right now. Your message is saved and we will answer by email within one business day.';
export const SUPPORT_CHAT_ONLINE_MESSAGE = 'A member of our support team will answer you shortly.';

export const supportChatMessageTextSchema = multiLineText(
  SUPPORT_CHAT.messageMax,
  `A message has at most ${SUPPORT_CHAT.messageMax.toLocaleString('en-US')} characters`,
).min(1, 'Please type a message');

/** The same first-name and email rules as the free tests' lead form. */
export const startSupportChatRequestSchema = z.object({
  firstName: singleLineText(SUPPORT_CHAT.nameMax, 'First name is too long')
    .min(1, 'First name is required')
    .regex(PERSON_NAME_PATTERN, 'First name may contain letters and spaces only'),
  email: singleLineText(EMAIL_MAX_LENGTH, 'Email is too long')
    .min(1, 'Email is required')
    .pipe(z.email('Enter a valid email address')),
  message: supportChatMessageTextSchema,
});
z.globalRegistry.add(startSupportChatRequestSchema, { id: 'StartSupportChatRequest' });
export type StartSupportChatRequest = z.input<typeof startSupportChatRequestSchema>;

export const sendSupportChatMessageRequestSchema = z.object({ message: supportChatMessageTextSchema });
z.globalRegistry.add(sendSupportChatMessageRequestSchema, { id: 'SendSupportChatMessageRequest' });
export type SendSupportChatMessageRequest = z.input<typeof sendSupportChatMessageRequestSchema>;

export const supportChatIdParamsSchema = z.object({
  conversationId: coercedIdSchema,
});

export const supportChatSenderSchema = z.enum(['visitor', 'staff']);
export type SupportChatSender = z.infer<typeof supportChatSenderSchema>;

export const supportChatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  sender: supportChatSenderSchema,
  /** The visitor's first name, or the first name of the staff member who answered. */
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
z.globalRegistry.add(supportChatMessageSchema, { id: 'SupportChatMessage' });
export type SupportChatMessage = z.infer<typeof supportChatMessageSchema>;

export const supportChatStatusSchema = z.enum(['open', 'closed']);
export type SupportChatStatus = z.infer<typeof supportChatStatusSchema>;

/** A conversation as its visitor sees it. */
export const supportChatConversationSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  status: supportChatStatusSchema,
  /** Started outside support hours: answered by email within one business day. */
  startedOffline: z.boolean(),
  /** True while support hours are on now (server clock). */
  supportOnline: z.boolean(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  messages: z.array(supportChatMessageSchema),
});
z.globalRegistry.add(supportChatConversationSchema, { id: 'SupportChatConversation' });
export type SupportChatConversation = z.infer<typeof supportChatConversationSchema>;

/** The answer to starting a chat: the secret is shown once; keep it to reopen the conversation. */
export const startSupportChatResponseSchema = z.object({
  secret: z.string(),
  conversation: supportChatConversationSchema,
});
z.globalRegistry.add(startSupportChatResponseSchema, { id: 'StartSupportChatResponse' });
export type StartSupportChatResponse = z.infer<typeof startSupportChatResponseSchema>;

/** A row of the staff inbox. */
export const supportChatSummarySchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  email: z.string(),
  status: supportChatStatusSchema,
  startedOffline: z.boolean(),
  /** A visitor message came after staff last read the conversation. */
  unread: z.boolean(),
  lastMessage: z.string(),
  lastSender: supportChatSenderSchema,
  lastMessageAt: z.string(),
  createdAt: z.string(),
});
z.globalRegistry.add(supportChatSummarySchema, { id: 'SupportChatSummary' });
export type SupportChatSummary = z.infer<typeof supportChatSummarySchema>;

export const supportChatListQuerySchema = z.object({ status: supportChatStatusSchema.default('open') });

/** A conversation as staff see it: the visitor's email too. */
export const staffSupportChatSchema = supportChatConversationSchema.extend({
  email: z.string(),
  unread: z.boolean(),
  closedBy: supportChatSenderSchema.nullable(),
});
z.globalRegistry.add(staffSupportChatSchema, { id: 'StaffSupportChat' });
export type StaffSupportChat = z.infer<typeof staffSupportChatSchema>;

/** Payload of the `SupportChatTyping` event. */
export const supportChatTypingSchema = z.object({ conversationId: z.number().int(), sender: supportChatSenderSchema });
export type SupportChatTyping = z.infer<typeof supportChatTypingSchema>;

/** Payload of `SupportChatUpdated`: the conversation's status changed (closed), or staff read it. */
export const supportChatUpdatedSchema = z.object({
  conversationId: z.number().int(),
  status: supportChatStatusSchema,
  closedBy: supportChatSenderSchema.nullable(),
});
export type SupportChatUpdated = z.infer<typeof supportChatUpdatedSchema>;
