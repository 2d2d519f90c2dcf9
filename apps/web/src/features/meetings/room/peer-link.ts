import type { IceServer, MeetingSignal } from '@oola/domain';

export interface PeerLinkOptions {
  /** The polite side gives way when both offer at once (perfect negotiation): the member; the coach is not. */
  polite: boolean;
  iceServers: IceServer[];
  stream: MediaStream;
  send: (signal: MeetingSignal) => void;
  onRemoteStream: (stream: MediaStream) => void;
  onState: (state: RTCPeerConnectionState) => void;
}

/**
 * One RTCPeerConnection to the other person, negotiated with the perfect-negotiation pattern (W3C WebRTC
 * spec, §10.7): either side may offer at any time; on a collision the impolite side ignores the other's offer
 * and the polite side rolls its own back. The impolite side restarts ICE once when it fails.
 */
export class PeerLink {
  private readonly pc: RTCPeerConnection;
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswer = false;
  private restartedIce = false;

  constructor(private readonly options: PeerLinkOptions) {
    const pc = new RTCPeerConnection({ iceServers: options.iceServers });
    this.pc = pc;
    for (const track of options.stream.getTracks()) pc.addTrack(track, options.stream);
    pc.ontrack = ({ track, streams }) => options.onRemoteStream(streams[0] ?? new MediaStream([track]));
    pc.onnegotiationneeded = () => void this.offer();
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) options.send({ candidate: candidate.toJSON() });
    };
    pc.onconnectionstatechange = () => options.onState(pc.connectionState);
    pc.oniceconnectionstatechange = () => {
      // One side restarts, so the two restarts never collide.
      if (options.polite || pc.iceConnectionState !== 'failed' || this.restartedIce) return;
      this.restartedIce = true;
      pc.restartIce();
    };
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
      if (description.type === 'offer') {
        await pc.setLocalDescription();
        this.sendDescription();
      }
      return;
    }
    if (!signal.candidate) return;
    try {
      await pc.addIceCandidate(signal.candidate);
    } catch (error) {
      // Candidates of an offer we ignored cannot be added; any other failure is real.
      if (!this.ignoreOffer) throw error;
    }
  }

  close(): void {
    this.pc.ontrack = null;
    this.pc.onnegotiationneeded = null;
    this.pc.onicecandidate = null;
    this.pc.onconnectionstatechange = null;
    this.pc.oniceconnectionstatechange = null;
    this.pc.close();
  }
}
