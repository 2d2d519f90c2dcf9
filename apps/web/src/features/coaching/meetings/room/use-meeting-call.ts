import { useCallback, useEffect, useState } from 'react';
import {
  MEETING_HUB,
  MEETING_MESSAGES,
  type IceServer,
  type MeetingJoinAnswer,
  type MeetingRole,
  type MeetingSignal,
} from '@oola/domain';
import { connectHub } from '../../../../lib/realtime';
import { PeerLink } from './peer-link';

const { events } = MEETING_HUB;

export type CallStatus =
  /** Reaching the signalling server and joining the meeting's room. */
  | 'joining'
  /** In the room, the other person is not. */
  | 'waiting'
  | 'connecting'
  | 'connected'
  /** The media connection dropped and may come back by itself. */
  | 'reconnecting'
  /** No media path between the two (the connection failed again after an ICE restart). */
  | 'failed'
  /** The signalling server is out of reach. */
  | 'signalling-lost'
  /** The same person joined from another tab. */
  | 'replaced'
  /** The server would not let us in (the answer's message says why). */
  | 'refused'
  /** The coach completed the session. */
  | 'ended';

export interface CallState {
  status: CallStatus;
  remoteStream: MediaStream | null;
  /** The other person was here and left (hung up, closed the tab, lost their connection). */
  peerLeft: boolean;
  refusal: string | null;
}

const STATUS_OF: Partial<Record<RTCPeerConnectionState, CallStatus>> = {
  new: 'connecting',
  connecting: 'connecting',
  connected: 'connected',
  disconnected: 'reconnecting',
  failed: 'failed',
};

const JOIN_TIMEOUT_MS = 10_000;

export interface MeetingCallOptions {
  meetingCode: string;
  role: MeetingRole;
  stream: MediaStream;
  iceServers: IceServer[];
}

/**
 * The call: joins the meeting's room on /meetinghub and keeps one PeerLink to the other person, made anew
 * whenever they (re)join. The member is the polite side. `retry` starts over: leave, reconnect, rejoin.
 */
export function useMeetingCall({ meetingCode, role, stream, iceServers }: MeetingCallOptions) {
  const [state, setState] = useState<CallState>({
    status: 'joining',
    remoteStream: null,
    peerLeft: false,
    refusal: null,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const socket = connectHub(MEETING_HUB.namespace);
    let link: PeerLink | null = null;
    /** The member's candidates that overtook the coach's offer (see PeerLink): handed to the link it makes. */
    let beforeOffer: MeetingSignal[] = [];
    let live = true;
    const update = (patch: Partial<CallState>) => live && setState((current) => ({ ...current, ...patch }));
    const closeLink = () => {
      link?.close();
      link = null;
      beforeOffer = [];
    };
    const openLink = () => {
      closeLink();
      const created: PeerLink = new PeerLink({
        polite: role === 'member',
        iceServers,
        stream,
        send: (signal) => socket.emit(events.signal, signal),
        onRemoteStream: (remoteStream) => update({ remoteStream }),
        onState: (connection) => {
          const status = STATUS_OF[connection];
          if (link === created && status) update({ status });
        },
      });
      link = created;
      update({ status: 'connecting', peerLeft: false, remoteStream: null });
      return created;
    };
    /**
     * The two meet: the coach opens the connection and offers; the member answers that offer with a connection
     * of its own (made below when it arrives). One offerer means no collision to settle when a call starts.
     */
    const meet = () => {
      if (role === 'coach') {
        openLink();
        return;
      }
      closeLink();
      update({ status: 'connecting', peerLeft: false, remoteStream: null });
    };
    const stopWith = (patch: Partial<CallState>) => {
      closeLink();
      update({ ...patch, remoteStream: null });
      socket.disconnect();
    };

    socket.on('connect', () => {
      closeLink();
      update({ status: 'joining', remoteStream: null });
      socket
        .timeout(JOIN_TIMEOUT_MS)
        .emitWithAck(events.join, { meetingCode })
        .then(
          (answer: MeetingJoinAnswer) => {
            if (!answer.ok) {
              const ended = answer.message === MEETING_MESSAGES.ended;
              stopWith({ status: ended ? 'ended' : 'refused', refusal: answer.message });
            } else if (answer.peerPresent) meet();
            else if (!link) update({ status: 'waiting' });
          },
          () => update({ status: 'signalling-lost' }),
        );
    });
    socket.on(events.peerJoined, meet);
    const deliver = (target: PeerLink, signal: MeetingSignal) =>
      target.receive(signal).catch(() => link === target && update({ status: 'failed' }));
    socket.on(events.signal, (signal: MeetingSignal) => {
      if (link) return void deliver(link, signal);
      // The member's connection starts with the coach's offer; a candidate may arrive before it.
      const isOffer = 'description' in signal && signal.description.type === 'offer';
      if (!isOffer) return void beforeOffer.push(signal);
      const early = beforeOffer;
      const created = openLink();
      for (const queued of [signal, ...early]) void deliver(created, queued);
    });
    socket.on(events.peerLeft, () => {
      closeLink();
      update({ status: 'waiting', peerLeft: true, remoteStream: null });
    });
    socket.on(events.replaced, () => stopWith({ status: 'replaced' }));
    socket.on(events.ended, () => stopWith({ status: 'ended' }));
    socket.on('disconnect', (reason) => {
      if (reason === 'io client disconnect') return;
      closeLink();
      update({ status: 'signalling-lost', remoteStream: null });
    });
    socket.on('connect_error', () => update({ status: 'signalling-lost' }));

    return () => {
      live = false;
      closeLink();
      socket.emit(events.leave);
      socket.close();
    };
  }, [meetingCode, role, stream, iceServers, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'joining', remoteStream: null, peerLeft: false, refusal: null });
    setAttempt((count) => count + 1);
  }, []);

  return { ...state, retry };
}
