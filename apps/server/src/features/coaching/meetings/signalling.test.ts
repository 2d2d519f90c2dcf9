import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  MEETING_HUB,
  MEETING_MESSAGES,
  type MeetingJoinAnswer,
  type MeetingPeerEvent,
  type MeetingSignal,
} from '@oola/domain';
import { hubSockets } from '../../../test/hub-sockets.js';
import { newMember } from '../../../test/factories/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { completeCall, openMeeting } from './test-helpers.js';

let t: TestApp;
let hubs: Awaited<ReturnType<typeof hubSockets>>;
beforeAll(async () => {
  t = await createTestApp();
  hubs = await hubSockets(t);
});
afterAll(async () => {
  hubs.closeAll();
  await t.close();
});

const { events, namespace } = MEETING_HUB;
const socketOf = (token: string) => hubs.connected(namespace, token);
const join = (socket: Socket, meetingCode: unknown) =>
  socket.timeout(5_000).emitWithAck(events.join, { meetingCode }) as Promise<MeetingJoinAnswer>;
const next = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));
/** Resolves with what arrived on `event` within a short while: for asserting that nothing does. */
const collect = async (socket: Socket, event: string, ms = 300) => {
  const seen: unknown[] = [];
  socket.on(event, (payload: unknown) => seen.push(payload));
  await new Promise((resolve) => setTimeout(resolve, ms));
  return seen;
};

const offer: MeetingSignal = { description: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } };
const candidate: MeetingSignal = {
  candidate: { candidate: 'candidate:1 1 udp 2122260223 192.0.2.1 54321 typ host', sdpMid: '0', sdpMLineIndex: 0 },
};

describe('signalling on /meetinghub', () => {
  it("relays the coach's and the client's descriptions and candidates to each other, and tells who joined and left", async () => {
    const { coach, client, code } = await openMeeting(t);
    const coachSocket = await socketOf(coach.token);
    expect(await join(coachSocket, code)).toEqual({ ok: true, role: 'coach', peerPresent: false });

    const clientSocket = await socketOf(client.token);
    const coachSeesJoin = next<MeetingPeerEvent>(coachSocket, events.peerJoined);
    expect(await join(clientSocket, code)).toEqual({ ok: true, role: 'member', peerPresent: true });
    expect(await coachSeesJoin).toEqual({ role: 'member' });

    const atClient = next<MeetingSignal>(clientSocket, events.signal);
    coachSocket.emit(events.signal, offer);
    expect(await atClient).toEqual(offer);
    const atCoach = next<MeetingSignal>(coachSocket, events.signal);
    clientSocket.emit(events.signal, candidate);
    expect(await atCoach).toEqual(candidate);

    const coachSeesLeave = next<MeetingPeerEvent>(coachSocket, events.peerLeft);
    clientSocket.disconnect();
    expect(await coachSeesLeave).toEqual({ role: 'member' });
  });

  it('refuses a stranger, a bad code and a completed meeting, and relays nothing to or from a socket not in the room', async () => {
    const { coach, client, code } = await openMeeting(t);
    const stranger = await newMember(t);
    const strangerSocket = await socketOf(stranger.token);
    expect(await join(strangerSocket, code)).toEqual({ ok: false, message: MEETING_MESSAGES.notFound });
    expect(await join(strangerSocket, { $ne: '' })).toEqual({ ok: false, message: MEETING_MESSAGES.notFound });

    const coachSocket = await socketOf(coach.token);
    await join(coachSocket, code);
    const coachGot = collect(coachSocket, events.signal);
    const strangerGot = collect(strangerSocket, events.signal);
    strangerSocket.emit(events.signal, offer);
    coachSocket.emit(events.signal, candidate);
    coachSocket.emit(events.signal, { description: { type: 'offer', sdp: 'x'.repeat(100_001) } });
    expect(await coachGot).toEqual([]);
    expect(await strangerGot).toEqual([]);

    const ended = next<void>(coachSocket, events.ended);
    await completeCall(t, coach, { coachId: coach.id, userId: client.id, meetingCode: code });
    await ended;
    const clientSocket = await socketOf(client.token);
    expect(await join(clientSocket, code)).toEqual({ ok: false, message: MEETING_MESSAGES.ended });
  });

  it('refuses a socket without a valid token', async () => {
    const socket = hubs.open(namespace, 'not-a-token');
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(error.message).toBe('unauthorized');
  });

  it('keeps one socket per person: joining from a second tab replaces the first', async () => {
    const { coach, client, code } = await openMeeting(t);
    const coachSocket = await socketOf(coach.token);
    await join(coachSocket, code);
    const firstTab = await socketOf(client.token);
    await join(firstTab, code);

    const secondTab = await socketOf(client.token);
    const replaced = next<void>(firstTab, events.replaced);
    const coachSeesJoin = next<MeetingPeerEvent>(coachSocket, events.peerJoined);
    expect(await join(secondTab, code)).toEqual({ ok: true, role: 'member', peerPresent: true });
    await replaced;
    await coachSeesJoin;

    const firstGot = collect(firstTab, events.signal);
    const secondGets = next<MeetingSignal>(secondTab, events.signal);
    coachSocket.emit(events.signal, offer);
    expect(await secondGets).toEqual(offer);
    expect(await firstGot).toEqual([]);
  });

  it('tells the other person when one hangs up (LeaveMeeting)', async () => {
    const { coach, client, code } = await openMeeting(t);
    const coachSocket = await socketOf(coach.token);
    const clientSocket = await socketOf(client.token);
    await join(coachSocket, code);
    await join(clientSocket, code);
    const left = next<MeetingPeerEvent>(clientSocket, events.peerLeft);
    coachSocket.emit(events.leave);
    expect(await left).toEqual({ role: 'coach' });
    const clientGot = collect(clientSocket, events.signal);
    coachSocket.emit(events.signal, offer);
    expect(await clientGot).toEqual([]);
  });
});
