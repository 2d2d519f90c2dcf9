import type { IceServer, MeetingSignal } from '@oola/domain';

export interface PeerLinkOptions {
  /** The polite side gives way when both offer at once (perfect negotiation): the member; the coach is not. */
  polite: boolean;
  iceServers: IceServer[];
  stream: MediaStream;
  send: (signal: MeetingSignal) => void;
  onRemoteStream: (stream: MediaStream) => void;
  /** The connection's state, except that a failure an ICE restart can still mend is reported as 'disconnected'. */
  onState: (state: RTCPeerConnectionState) => void;
}

/** How many ICE restarts in a row may fail to connect before the call counts as failed. */
export const ICE_RESTARTS = 1;

/**
 * One RTCPeerConnection to the other person, negotiated with the perfect-negotiation pattern (W3C WebRTC
 * spec, §10.7): either side may offer at any time; on a collision the impolite side ignores the other's offer
 * and the polite side rolls its own back. When the connection fails the impolite side restarts ICE.
 *
 * Signals may arrive out of order: with the PostgreSQL adapter each relayed signal is a NOTIFY of its own, sent
 * on one of several pooled connections, so a candidate can overtake the description it belongs to (decision 084).
 * Such a candidate waits here until a remote description is set.
 */
export class PeerLink {
  private readonly pc: RTCPeerConnection;
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswer = false;
  /** Failures since the connection last worked. */
  private failures = 0;
  private earlyCandidates: RTCIceCandidateInit[] = [];

  constructor(private readonly options: PeerLinkOptions) {
    const pc = new RTCPeerConnection({ iceServers: options.iceServers });
    this.pc = pc;
    for (const track of options.stream.getTracks()) pc.addTrack(track, options.stream);
    pc.ontrack = ({ track, streams }) => options.onRemoteStream(streams[0] ?? new MediaStream([track]));
    pc.onnegotiationneeded = () => void this.offer();
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) options.send({ candidate: candidate.toJSON() });
    };
    pc.onconnectionstatechange = () => this.connectionChanged();
  }

  private connectionChanged(): void {
    const state = this.pc.connectionState;
    // Each drop after a working connection may be mended again; a restart that never connects may not.
    if (state === 'connected') this.failures = 0;
    if (state !== 'failed') return this.options.onState(state);
    this.failures += 1;
    if (this.failures > ICE_RESTARTS) return this.options.onState('failed');
    // One side restarts, so the two restarts never collide; the polite side waits for that restart's offer.
    if (!this.options.polite) this.pc.restartIce();
    this.options.onState('disconnected');
  }

  private sendDescription(): void {
    const { type, sdp } = this.pc.localDescription!;
    this.options.send({ description: { type, sdp } });
  }

  private async offer(): Promise<void> {
    try {
      this.makingOffer = true;
      await this.pc.setLocalDescription();
      this.sendDescription();
    } catch {
      // The connection closed meanwhile, or a collision is being resolved: the next round offers again.
    } finally {
      this.makingOffer = false;
    }
  }

  /** A description or candidate from the other person. */
  async receive(signal: MeetingSignal): Promise<void> {
    const pc = this.pc;
    if ('description' in signal) {
      const { description } = signal;
      const readyForOffer = !this.makingOffer && (pc.signalingState === 'stable' || this.settingRemoteAnswer);
      const collision = description.type === 'offer' && !readyForOffer;
      this.ignoreOffer = !this.options.polite && collision;
      if (this.ignoreOffer) return;
      this.settingRemoteAnswer = description.type === 'answer';
      try {
        await pc.setRemoteDescription(description);
      } finally {
        this.settingRemoteAnswer = false;
      }
      for (const candidate of this.earlyCandidates.splice(0)) void this.addCandidate(candidate);
      if (description.type === 'offer') {
        await pc.setLocalDescription();
        this.sendDescription();
      }
      return;
    }
    if (!signal.candidate) return;
    if (!pc.remoteDescription) this.earlyCandidates.push(signal.candidate);
    else await this.addCandidate(signal.candidate);
  }

  private async addCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    try {
      await this.pc.addIceCandidate(candidate);
    } catch {
      // A candidate that cannot be added (of an offer we ignored, of a connection the other side replaced) is
      // one path fewer, not the end of the call: whether any path works, the connection's state tells.
    }
  }

  close(): void {
    this.pc.ontrack = null;
    this.pc.onnegotiationneeded = null;
    this.pc.onicecandidate = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
  }
}
