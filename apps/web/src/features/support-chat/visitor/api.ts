import {
  SUPPORT_CHAT,
  type StartSupportChatRequest,
  type StartSupportChatResponse,
  type SupportChatConversation,
  type SupportChatMessage,
} from '@oola/domain';
import { ApiError, NETWORK_ERROR_MESSAGE, SERVER_ERROR_MESSAGE } from '../../../lib/api';
import type { StoredChat } from './stored-chat';

/**
 * The visitor's calls. Not lib/api's `api`: these carry the conversation
 * secret instead of a member's bearer token, and a 401 here must never sign a
 * member out.
 */
async function chatCall<T>(method: string, path: string, chat: StoredChat | null, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (chat) headers[SUPPORT_CHAT.secretHeader] = chat.secret;
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, null);
  }
  const parsed: unknown = await response.json().catch(() => null);
  if (response.ok) return parsed as T;
  const message =
    parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string'
      ? parsed.message
      : SERVER_ERROR_MESSAGE;
  throw new ApiError(response.status, message, parsed);
}

export const startChat = (request: StartSupportChatRequest) =>
  chatCall<StartSupportChatResponse>('POST', 'SupportChat/Start', null, request);

export const fetchChat = (chat: StoredChat) =>
  chatCall<SupportChatConversation>('GET', `SupportChat/Conversations/${chat.id}`, chat);

export const sendVisitorMessage = (chat: StoredChat, message: string) =>
  chatCall<SupportChatMessage>('POST', `SupportChat/Conversations/${chat.id}/Messages`, chat, { message });

export const endChat = (chat: StoredChat) =>
  chatCall<SupportChatConversation>('POST', `SupportChat/Conversations/${chat.id}/End`, chat);
