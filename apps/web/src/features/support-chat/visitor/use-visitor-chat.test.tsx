import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SupportChatConversation, SupportChatMessage } from '@oola/domain';
import { storeChat } from './stored-chat';
import { useVisitorChat } from './use-visitor-chat';

/** The chat's socket, connected by the test. */
const socketHandlers = new Map<string, (value?: unknown) => void>();
vi.mock('../components/chat-socket', () => ({
  connectSupportChat: () => ({
    on: (event: string, handler: (value?: unknown) => void) => socketHandlers.set(event, handler),
    emit: () => {},
    close: () => {},
  }),
}));

const message = (id: number, body: string): SupportChatMessage => ({
  id,
  conversationId: 5,
  sender: 'visitor',
  authorName: 'Avery',
  body,
  createdAt: '2026-11-28T14:01:00.000Z',
});
const conversation = (messages: SupportChatMessage[]): SupportChatConversation => ({
  id: 5,
  firstName: 'Avery',
  status: 'open',
  startedOffline: false,
  supportOnline: true,
  createdAt: '2026-11-28T14:00:00.000Z',
  closedAt: null,
  messages,
});
const FIRST = message(1, 'Hello, I have a question about my order');
const SECOND = message(2, 'It has not arrived yet.');

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

afterEach(() => {
  storeChat(null);
  socketHandlers.clear();
  vi.unstubAllGlobals();
});

describe('useVisitorChat', () => {
  it('keeps a sent message on screen when a read of the conversation that left before it answers after it', async () => {
    storeChat({ id: 5, secret: 's' });
    let releaseStaleRead: () => void = () => {};
    let reads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (init.method === 'POST') return json(SECOND);
        reads += 1;
        if (reads === 2) {
          // The socket's catch-up read: it left before the message was saved and answers after it.
          await new Promise<void>((resolve) => (releaseStaleRead = resolve));
          return json(conversation([FIRST]));
        }
        return json(conversation(reads === 1 ? [FIRST] : [FIRST, SECOND]));
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useVisitorChat(), { wrapper });
    await waitFor(() => expect(result.current.conversation?.messages).toEqual([FIRST]));

    act(() => socketHandlers.get('connect')!());
    await waitFor(() => expect(reads).toBe(2));
    await act(() => result.current.send.mutateAsync(SECOND.body));
    await act(async () => releaseStaleRead());

    await waitFor(() => expect(result.current.conversation?.messages).toEqual([FIRST, SECOND]));
  });
});
