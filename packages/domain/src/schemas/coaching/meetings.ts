import { z } from 'zod';
import { HUB } from '../../hubs.js';
import { coercedIdSchema, idSchema } from '../primitives.js';

/** The coaching room's video session: the spec's texts, word for word, and ours. */
export const MEETING_MESSAGES = {
  noMeeting: 'Your coach has not started a meeting.',
  startFailed: "Sorry, we couldn't start the meeting.",
  completed: 'The session has been completed',
  notFound: 'This meeting was not found.',
  ended: 'This meeting has ended.',
  onlyCoach: 'Only the coach can start or complete a session.',
} as const;

/** Meeting codes are random and URL-safe (base64url); anything else is refused before a query. */
export const MEETING_CODE_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const meetingCodeSchema = z.string().regex(MEETING_CODE_PATTERN, 'must be a meeting code');

/** The signalling namespace and its events (Socket.IO). */
export const MEETING_HUB = {
  namespace: HUB.meeting,
  events: {
    /** client → server, with an acknowledgement: { meetingCode } → MeetingJoinAnswer. */
    join: 'JoinMeeting',
    /** client → server: leave the meeting's room (hang up). */
    leave: 'LeaveMeeting',
    /** both ways: a session description or an ICE candidate for the other person. */
    signal: 'MeetingSignal',
    /** server → client: the other person joined the room. */
    peerJoined: 'MeetingPeerJoined',
    /** server → client: the other person left (hung up, closed the tab, lost the connection). */
    peerLeft: 'MeetingPeerLeft',
    /** server → client: this socket was replaced by the same person joining from another tab. */
    replaced: 'MeetingReplaced',
    /** server → client: the coach completed the session; the room is closed. */
    ended: 'MeetingEnded',
  },
} as const;

export const meetingRoleSchema = z.enum(['coach', 'member']);
export type MeetingRole = z.infer<typeof meetingRoleSchema>;

export const meetingClientParamsSchema = z.object({ clientId: coercedIdSchema });
export const meetingCodeParamsSchema = z.object({ meetingCode: meetingCodeSchema });

/** Meeting (spec §3): where each side joins, and the meeting's code. */
export const meetingSchema = z.object({
  coachLink: z.string(),
  customerLink: z.string(),
  meetingCode: z.string(),
});
z.globalRegistry.add(meetingSchema, { id: 'Meeting' });
export type Meeting = z.infer<typeof meetingSchema>;

/** POST Coach/CompleteSession. */
export const completeSessionRequestSchema = z.object({
  coachId: idSchema,
  userId: idSchema,
  meetingCode: meetingCodeSchema,
});
z.globalRegistry.add(completeSessionRequestSchema, { id: 'CompleteSessionRequest' });
export type CompleteSessionRequest = z.input<typeof completeSessionRequestSchema>;

export const completeSessionResponseSchema = z.object({
  meetingCode: z.string(),
  completedAt: z.string(),
  /** The member's credits after the session. */
  sessionsRemaining: z.number().int(),
});
z.globalRegistry.add(completeSessionResponseSchema, { id: 'CompleteSessionResponse' });
export type CompleteSessionResponse = z.infer<typeof completeSessionResponseSchema>;

/** The /meeting/{code} page: who the caller is in the meeting and who the other person is. */
export const meetingRoomSchema = z.object({
  meetingCode: z.string(),
  role: meetingRoleSchema,
  coachId: z.number().int(),
  clientId: z.number().int(),
  /** The other person's first name. */
  peerName: z.string(),
  completed: z.boolean(),
});
z.globalRegistry.add(meetingRoomSchema, { id: 'MeetingRoom' });
export type MeetingRoom = z.infer<typeof meetingRoomSchema>;

/** RTCIceServer as the browser takes it. */
export const iceServerSchema = z.object({
  urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

export const iceServersResponseSchema = z.object({ iceServers: z.array(iceServerSchema) });
z.globalRegistry.add(iceServersResponseSchema, { id: 'IceServersResponse' });
export type IceServersResponse = z.infer<typeof iceServersResponseSchema>;

/** An SDP is a few kilobytes; a far larger one is refused. */
const SDP_MAX = 100_000;
const CANDIDATE_MAX = 2_000;

/** The payload of MeetingSignal: one session description or one ICE candidate (null ends the candidates). */
export const meetingSignalSchema = z.union([
  z.object({
    description: z.object({ type: z.enum(['offer', 'answer', 'pranswer', 'rollback']), sdp: z.string().max(SDP_MAX) }),
  }),
  z.object({
    candidate: z
      .object({
        candidate: z.string().max(CANDIDATE_MAX).optional(),
        sdpMid: z.string().max(64).nullable().optional(),
        sdpMLineIndex: z.number().int().min(0).max(1024).nullable().optional(),
        usernameFragment: z.string().max(256).nullable().optional(),
      })
      .nullable(),
  }),
]);
export type MeetingSignal = z.infer<typeof meetingSignalSchema>;

export const joinMeetingRequestSchema = z.object({ meetingCode: meetingCodeSchema });

/** The acknowledgement of JoinMeeting. */
export type MeetingJoinAnswer = { ok: true; role: MeetingRole; peerPresent: boolean } | { ok: false; message: string };

/** The payload of MeetingPeerJoined and MeetingPeerLeft. */
export interface MeetingPeerEvent {
  role: MeetingRole;
}
