import type { SupportChatMessage } from '@oola/domain';

/** Adds a message to a thread once (a message can come back both from its POST and from the socket). */
export function mergeMessage(messages: SupportChatMessage[], message: SupportChatMessage): SupportChatMessage[] {
  if (messages.some((existing) => existing.id === message.id)) return messages;
  return [...messages, message].sort((a, b) => a.id - b.id);
}
