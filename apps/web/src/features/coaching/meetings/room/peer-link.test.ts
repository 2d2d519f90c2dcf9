import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeetingSignal } from '@oola/domain';
import { PeerLink } from './peer-link';

/** The parts of an RTCPeerConnection PeerLink uses, with Chromium's rule that a candidate needs a remote description. */
class FakeConnection {
  static last: FakeConnection;
  connectionState: RTCPeerConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  remoteDescription: RTCSessionDescriptionInit | null = null;
  localDescription: RTCSessionDescriptionInit | null = null;
  added: RTCIceCandidateInit[] = [];
  restartIce = vi.fn();
  onconnectionstatechange: (() => void) | null = null;
  ontrack = null;
  onnegotiationneeded = null;
  onicecandidate = null;

  constructor() {
    FakeConnection.last = this;
  }
  addTrack() {}
  close() {}
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    await Promise.resolve();
    this.remoteDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  async setLocalDescription() {
    this.localDescription = { type: this.signalingState === 'have-remote-offer' ? 'answer' : 'offer', sdp: 'v=0' };
    this.signalingState = this.localDescription.type === 'answer' ? 'stable' : 'have-local-offer';
  }
  async addIceCandidate(candidate: RTCIceCandidateInit) {
    if (!this.remoteDescription) throw new DOMException('The remote description was null', 'InvalidStateError');
    if (candidate.candidate === 'of another connection') throw new DOMException('Unknown ufrag', 'OperationError');
    this.added.push(candidate);
  }
  becomes(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

const candidate = (text: string): MeetingSignal => ({ candidate: { candidate: text, sdpMid: '0' } });

function link(polite: boolean) {
  const states: RTCPeerConnectionState[] = [];
  const sent: MeetingSignal[] = [];
  const peerLink = new PeerLink({
    polite,
    iceServers: [],
    stream: { getTracks: () => [] } as unknown as MediaStream,
    send: (signal) => sent.push(signal),
    onRemoteStream: () => {},
    onState: (state) => states.push(state),
  });
  return { peerLink, connection: FakeConnection.last, states, sent };
}

beforeEach(() => vi.stubGlobal('RTCPeerConnection', FakeConnection));
afterEach(() => vi.unstubAllGlobals());

describe('PeerLink', () => {
  it('keeps a candidate that arrives before its description and adds it once the description is set', async () => {
    const { peerLink, connection, sent } = link(true);
    await peerLink.receive(candidate('early'));
    expect(connection.added).toEqual([]);

    await peerLink.receive({ description: { type: 'offer', sdp: 'v=0' } });
    await peerLink.receive(candidate('late'));
    expect(connection.added.map((added) => added.candidate)).toEqual(['early', 'late']);
    expect(sent).toEqual([{ description: { type: 'answer', sdp: 'v=0' } }]);
  });

  it('does not fail the call for a candidate that cannot be added', async () => {
    const { peerLink, connection } = link(false);
    await peerLink.receive({ description: { type: 'offer', sdp: 'v=0' } });
    await expect(peerLink.receive(candidate('of another connection'))).resolves.toBeUndefined();
    await peerLink.receive(candidate('good'));
    expect(connection.added.map((added) => added.candidate)).toEqual(['good']);
  });

  it('on the impolite side, restarts ICE at a failure and reports it as reconnecting; a restart that fails is final', () => {
    const { connection, states } = link(false);
    connection.becomes('connected');
    connection.becomes('failed');
    expect(connection.restartIce).toHaveBeenCalledTimes(1);
    expect(states).toEqual(['connected', 'disconnected']);

    connection.becomes('connecting');
    connection.becomes('failed');
    expect(connection.restartIce).toHaveBeenCalledTimes(1);
    expect(states).toEqual(['connected', 'disconnected', 'connecting', 'failed']);
  });

  it('restarts again after a restart that worked', () => {
    const { connection, states } = link(false);
    for (const state of ['connected', 'failed', 'connecting', 'connected', 'failed'] as const)
      connection.becomes(state);
    expect(connection.restartIce).toHaveBeenCalledTimes(2);
    expect(states.at(-1)).toBe('disconnected');
  });

  it('on the polite side, waits for the other side’s restart, reporting reconnecting, and fails when it fails', () => {
    const { connection, states } = link(true);
    connection.becomes('failed');
    connection.becomes('connecting');
    connection.becomes('failed');
    expect(connection.restartIce).not.toHaveBeenCalled();
    expect(states).toEqual(['disconnected', 'connecting', 'failed']);
  });
});
