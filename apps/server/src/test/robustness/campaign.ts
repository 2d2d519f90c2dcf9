import type { FastifyInstance } from 'fastify';
import { casesFor, type RobustnessCase } from './cases.js';
import type { Operation } from './operations.js';
import type { SampleContext } from './samples.js';

export interface Failure {
  method: string;
  url: string;
  input: string;
  auth: 'member token' | 'no token';
  status: number;
  body: string;
}

export interface CampaignResult {
  requests: number;
  /** Answers of 500 and above. */
  serverErrors: Failure[];
  /** Answers without a token, to a bearer-secured operation, other than 401. */
  missedUnauthorized: Failure[];
}

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}… (${text.length})` : text);

/** A new caller address for every request, so that no rate limit or sign-in lockout hides an answer. */
function addressOf(request: number): string {
  return `10.${(request >> 16) & 255}.${(request >> 8) & 255}.${request & 255}`;
}

export interface Member {
  id: number;
  password: string;
  token: string;
}

/**
 * Sends every case of every operation with a member's token and without
 * one. Each operation has a member of its own, so that what one operation
 * changes (actions added, a step moved, a sign-out) does not hold up another.
 */
export async function runCampaign(
  app: FastifyInstance,
  operations: Operation[],
  newMember: () => Promise<Member>,
): Promise<CampaignResult> {
  const result: CampaignResult = { requests: 0, serverErrors: [], missedUnauthorized: [] };
  const today = new Date().toISOString().slice(0, 10);
  for (const operation of operations) {
    const { id, password, token } = await newMember();
    const context: SampleContext = { memberId: id, password, today };
    for (const robustnessCase of casesFor(operation, context)) {
      for (const auth of ['member token', 'no token'] as const) {
        const authorization = auth === 'member token' ? { authorization: `Bearer ${token}` } : {};
        const response = await app.inject({
          method: operation.method as 'GET',
          url: robustnessCase.url,
          headers: { ...robustnessCase.headers, ...authorization },
          payload: robustnessCase.payload,
          remoteAddress: addressOf(result.requests),
        });
        result.requests += 1;
        const failure = describeFailure(operation, robustnessCase, auth, response.statusCode, response.body);
        if (response.statusCode >= 500) result.serverErrors.push(failure);
        const mustRefuse = operation.secured && auth === 'no token' && robustnessCase.routable;
        if (mustRefuse && response.statusCode !== 401) result.missedUnauthorized.push(failure);
      }
    }
  }
  return result;
}

function describeFailure(
  operation: Operation,
  robustnessCase: RobustnessCase,
  auth: Failure['auth'],
  status: number,
  body: string,
): Failure {
  return {
    method: operation.method,
    url: shorten(robustnessCase.url, 160),
    input: robustnessCase.label,
    auth,
    status,
    body: shorten(body, 300),
  };
}

/** One line per failure, for the assertion message. */
export const formatFailures = (failures: Failure[]) =>
  failures.map((f) => `${f.status} ${f.method} ${f.url} [${f.input}; ${f.auth}] ${f.body}`);
