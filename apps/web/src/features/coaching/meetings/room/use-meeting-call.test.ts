import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MEETING_HUB, type IceServer, type MeetingSignal } from '@oola/domain';
import { useMeetingCall } from './use-meeting-call';

const { events } = MEETING_HUB;

const fakes = vi.hoisted(() => {
  class FakeSocket {
    readonly handlers = new Map<string, (...args: unknown[]) => void>();
    on(event: string, handler: (...args: unknown[]) => void) {
      this.handlers.set(event, handler);
      return this;
    }
    emit() {}
    timeout() {
      return { emitWithAck: () => Promise.resolve({ ok: true, role: 'member', peerPresent: true }) };
    }
    disconnect() {}
    close() {}
    fire(event: string, ...args: unknown[]) {
      this.handlers.get(event)?.(...args);
    }
  }
  /** A PeerLink that keeps what it is given. */
  class FakeLink {
    readonly received: MeetingSignal[] = [];
    receive(signal: MeetingSignal) {
      this.received.push(signal);
      return Promise.resolve();
    }
    close() {}
  }
  return { FakeSocket, FakeLink, sockets: [] as FakeSocket[], links: [] as FakeLink[] };
});

vi.mock('../../../../lib/realtime', () => ({
  connectHub: () => {
    const socket = new fakes.FakeSocket();
    fakes.sockets.push(socket);
    return socket;
  },
}));
vi.mock('./peer-link', () => ({
  PeerLink: class extends fakes.FakeLink {
    constructor() {
      super();
      fakes.links.push(this);
    }
  },
}));

const offer: MeetingSignal = { description: { type: 'offer', sdp: 'v=0' } };
const candidate: MeetingSignal = {
  candidate: { candidate: 'candidate:1 1 udp 1 192.0.2.2 5000 typ host', sdpMid: '0' },
};

// The same objects at every render, as the meeting page passes them: new ones would start the call over.
const stream = {} as MediaStream;
const iceServers: IceServer[] = [];

async function memberInTheRoom() {
  const call = renderHook(() =>
    useMeetingCall({ meetingCode: 'abcdEFGH12345678', role: 'member', stream, iceServers }),
  );
  const socket = fakes.sockets.at(-1)!;
  act(() => socket.fire('connect'));
  await waitFor(() => expect(call.result.current.status).toBe('connecting'));
  return { call, socket };
}

beforeEach(() => {
  fakes.sockets.length = 0;
  fakes.links.length = 0;
});

describe('useMeetingCall, for the member', () => {
  it('hands a candidate that overtook the coach’s offer to the connection the offer makes, after the offer', async () => {
    const { socket } = await memberInTheRoom();
    act(() => socket.fire(events.signal, candidate));
    expect(fakes.links).toHaveLength(0);

    act(() => socket.fire(events.signal, offer));
    expect(fakes.links).toHaveLength(1);
    expect(fakes.links[0]!.received).toEqual([offer, candidate]);
  });

  it('forgets the candidates of a coach who left before their offer came', async () => {
    const { socket } = await memberInTheRoom();
    act(() => socket.fire(events.signal, candidate));
    act(() => socket.fire(events.peerLeft, { role: 'coach' }));
    act(() => socket.fire(events.signal, offer));
    expect(fakes.links[0]!.received).toEqual([offer]);
  });
});
