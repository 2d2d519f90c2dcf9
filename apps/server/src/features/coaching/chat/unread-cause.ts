/** The unread-chat notice of a conversation to its reader, up to the message `lastId`: one cause, one notice. */
export const unreadCauseKey = (coachId: number, clientId: number, readerId: number, lastId: number) =>
  `${unreadCausePrefix(coachId, clientId, readerId)}${lastId}`;

/** Every unread-chat notice of the conversation to the reader: reading the chat marks them read. */
export const unreadCausePrefix = (coachId: number, clientId: number, readerId: number) =>
  `chat-unread:${coachId}-${clientId}:${readerId}:`;
