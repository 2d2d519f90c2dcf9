import type { ChatMessage } from '@oola/domain';

/** The chat as the room holds it: messages oldest first, and whether older ones exist on the server. */
export interface ChatLog {
  messages: ChatMessage[];
  hasEarlier: boolean;
}

/** The union of two lists of messages by id, oldest first (a message pushed and fetched is kept once). */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
