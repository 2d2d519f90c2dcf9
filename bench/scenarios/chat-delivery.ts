/**
 * Real-time budget (coaching issue): a chat message reaches the other side with p99 < 100 ms while
 * 1,000 sockets are connected to /chathub. Starts the server (fresh embedded database with demo data),
 * connects the sockets (998 of member 1006 in the group of 1006's pair, idle; coach 2001 and member
 * 1005 in the group '2001-1005'), then 1005 and 2001 take turns to send messages through
 * ChatConversation/InsertChatMessage. A message's latency is the time from its request being sent to
 * GetChat arriving on the other side's socket (so it includes storing it). Run it on an idle machine.
 *
 *   npx tsx bench/scenarios/chat-delivery.ts [url]   (no url: starts the server)
 */
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { COACHING_ROOM, type ChatMessage } from '@oola/domain';
import { signIn, startServer } from '../server';
import { connectInBatches, reportLatencies } from '../sockets';

const SOCKETS = Number(process.env.CHAT_SOCKETS ?? 1000);
const MESSAGES = Number(process.env.CHAT_MESSAGES ?? 300);
const BUDGET_P99_MS = 100;
const COACH = 2001;
const MEMBER = 1005;
const OTHER_MEMBER = 1006;
const { hub } = COACHING_ROOM;

/** Sockets of `token` on /chathub, each in the pair's group. */
function inGroup(hubUrl: string, token: string, pair: object, count: number, spread = false): Promise<Socket[]> {
  const join = async (socket: Socket) => {
    const answer = (await socket.emitWithAck(hub.join, pair)) as { ok: boolean; message?: string };
    if (!answer.ok) throw new Error(`JoinChat refused: ${answer.message}`);
  };
  return connectInBatches(`${hubUrl}${hub.namespace}`, token, count, join, spread);
}

async function send(url: string, token: string, text: string): Promise<void> {
  const response = await fetch(`${url}/api/ChatConversation/InsertChatMessage`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ coachId: COACH, clientId: MEMBER, message: text, clientMessageId: randomUUID() }),
  });
  if (response.status !== 201)
    throw new Error(`InsertChatMessage answered ${response.status}: ${await response.text()}`);
}

export interface ChatDeliveryOptions {
  /** Where the messages are posted and the idle sockets connect. */
  url: string;
  /** Where the coach's and the member's sockets connect (default `url`): two processes, to cross between them. */
  coachUrl?: string;
  memberUrl?: string;
  sockets: number;
  messages: number;
  /** The idle sockets come from many addresses (connectInBatches). */
  spread?: boolean;
}

/** The latencies of `messages` chat messages, 1005 and 2001 taking turns, with `sockets` sockets connected. */
export async function chatDelivery(options: ChatDeliveryOptions): Promise<number[]> {
  const { url } = options;
  const sockets: Socket[] = [];
  try {
    const tokens = {
      coach: await signIn(url, COACH),
      member: await signIn(url, MEMBER),
      other: await signIn(url, OTHER_MEMBER),
    };
    const otherPair = { coachId: COACH, clientId: OTHER_MEMBER };
    sockets.push(...(await inGroup(url, tokens.other, otherPair, options.sockets - 2, options.spread)));
    const pair = { coachId: COACH, clientId: MEMBER };
    const [coachSocket] = await inGroup(options.coachUrl ?? url, tokens.coach, pair, 1);
    const [memberSocket] = await inGroup(options.memberUrl ?? url, tokens.member, pair, 1);
    sockets.push(coachSocket!, memberSocket!);

    const latencies: number[] = [];
    for (let round = 0; round < options.messages; round += 1) {
      const fromMember = round % 2 === 0;
      const receiver = fromMember ? coachSocket! : memberSocket!;
      const text = `Bench message ${round}`;
      const arrived = new Promise<number>((resolve) => {
        const onChat = (message: ChatMessage) => {
          if (message.text !== text) return;
          receiver.off(hub.message, onChat);
          resolve(performance.now());
        };
        receiver.on(hub.message, onChat);
      });
      const sentAt = performance.now();
      await send(url, fromMember ? tokens.member : tokens.coach, text);
      latencies.push((await arrived) - sentAt);
    }
    return latencies;
  } finally {
    for (const socket of sockets) socket.close();
  }
}

async function main(): Promise<void> {
  const given = process.argv[2];
  const server = given ? null : await startServer();
  try {
    const latencies = await chatDelivery({ url: given ?? server!.url, sockets: SOCKETS, messages: MESSAGES });
    reportLatencies(`${MESSAGES} messages with ${SOCKETS} sockets connected`, latencies, BUDGET_P99_MS);
  } finally {
    await server?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
