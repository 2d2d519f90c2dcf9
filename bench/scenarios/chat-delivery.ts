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
function inGroup(url: string, token: string, pair: object, count: number): Promise<Socket[]> {
  return connectInBatches(`${url}${hub.namespace}`, token, count, async (socket) => {
    const answer = (await socket.emitWithAck(hub.join, pair)) as { ok: boolean; message?: string };
    if (!answer.ok) throw new Error(`JoinChat refused: ${answer.message}`);
  });
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

async function main(): Promise<void> {
  const given = process.argv[2];
  const server = given ? null : await startServer();
  const url = given ?? server!.url;
  const sockets: Socket[] = [];
  try {
    const tokens = {
      coach: await signIn(url, COACH),
      member: await signIn(url, MEMBER),
      other: await signIn(url, OTHER_MEMBER),
    };
    sockets.push(...(await inGroup(url, tokens.other, { coachId: COACH, clientId: OTHER_MEMBER }, SOCKETS - 2)));
    const [coachSocket] = await inGroup(url, tokens.coach, { coachId: COACH, clientId: MEMBER }, 1);
    const [memberSocket] = await inGroup(url, tokens.member, { coachId: COACH, clientId: MEMBER }, 1);
    sockets.push(coachSocket!, memberSocket!);
    console.log(`${sockets.length} sockets connected to ${hub.namespace}`);

    const latencies: number[] = [];
    for (let round = 0; round < MESSAGES; round += 1) {
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
    reportLatencies(`${MESSAGES} messages with ${sockets.length} sockets connected`, latencies, BUDGET_P99_MS);
  } finally {
    for (const socket of sockets) socket.close();
    await server?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
