/** The visitor's conversation id and secret, kept in this browser so the chat survives a reload. */
export interface StoredChat {
  id: number;
  secret: string;
}

export const STORED_CHAT_KEY = 'oola.supportChat';

export function readStoredChat(): StoredChat | null {
  try {
    const value = JSON.parse(localStorage.getItem(STORED_CHAT_KEY) ?? 'null') as Partial<StoredChat> | null;
    return value && typeof value.id === 'number' && typeof value.secret === 'string'
      ? { id: value.id, secret: value.secret }
      : null;
  } catch {
    return null;
  }
}

export function storeChat(chat: StoredChat | null): void {
  if (chat) localStorage.setItem(STORED_CHAT_KEY, JSON.stringify(chat));
  else localStorage.removeItem(STORED_CHAT_KEY);
}
