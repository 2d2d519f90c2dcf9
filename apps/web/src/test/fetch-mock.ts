import { vi } from 'vitest';

export interface MockAnswer {
  status: number;
  body?: unknown;
}

/**
 * Replaces fetch: each call is answered by `answer(method, path, body)`;
 * GET /api/Settings answers 404 by default so the client keeps its defaults.
 */
export function mockFetch(answer: (method: string, path: string, body: unknown) => MockAnswer | undefined) {
  const calls: { method: string; path: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body, headers: { ...(init?.headers as Record<string, string> | undefined) } });
    const reply = answer(method, path, body) ?? { status: 404, body: { message: 'Not found.' } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
