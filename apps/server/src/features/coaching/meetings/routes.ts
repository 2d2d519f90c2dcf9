import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completeSessionRequestSchema,
  completeSessionResponseSchema,
  iceServersResponseSchema,
  meetingClientParamsSchema,
  meetingCodeParamsSchema,
  meetingRoomSchema,
  meetingSchema,
  userIdParamsSchema,
} from '@oola/domain';
import type { Clock } from '../../../core/clock.js';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { iceServersFor } from '../../../ice-servers.js';
import { completeSession, createMeeting, meetingLinks, meetingRoom, memberMeeting } from './service.js';
import { endMeeting, registerMeetingHub } from './signalling.js';
import { pairAbilities } from '../../../policies/pair.js';

const secured = { tags: ['Meetings'], security: [{ bearer: [] }] };
const LINKS =
  'coachLink and customerLink lead to the built-in video room /meeting/{meetingCode} (under PUBLIC_URL when set), ' +
  'or to the coach’s own meeting service when the coach has set one.';

/** Video sessions: the coach opens a meeting, both join /meeting/{code}, the coach completes the session. */
export const meetingsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; config: Config }> = async (
  app,
  { db, clock, config },
) => {
  const hub = registerMeetingHub(app, db);

  app.post(
    '/Coach/CreateMeeting/:clientId',
    {
      config: { ability: pairAbilities.usePair, errors: ['forbidden', 'conflict'] },
      schema: {
        ...secured,
        summary: 'The coach opens a video meeting with a client (or gets the one already open)',
        description:
          `Only the client's current coach (403 otherwise). A pair has one open meeting: creating again answers ` +
          `it. A new meeting needs the client to have a session credit (409 otherwise). ${LINKS}`,
        params: meetingClientParamsSchema,
        response: { 200: meetingSchema },
      },
    },
    async (request) => {
      const meeting = await createMeeting(db, request.user.id, request.params.clientId, clock.now());
      return meetingLinks(meeting, config.publicUrl);
    },
  );

  app.get(
    '/Coach/GetMeeting/:userId',
    {
      config: { ability: pairAbilities.usePair, errors: ['forbidden'] },
      schema: {
        ...secured,
        summary: "The member's open meeting with their coach, or null when the coach has not started one",
        description:
          `For the member themself or their current coach (403 for anyone else). No open meeting (none started, ` +
          `the last one completed, or no coach) is a 200 with null: the web app then says 'Your coach has not ` +
          `started a meeting.' ${LINKS}`,
        params: userIdParamsSchema,
        response: { 200: meetingSchema.nullable() },
      },
    },
    async (request) => {
      const meeting = await memberMeeting(db, request.user.id, request.params.userId);
      return meeting && meetingLinks(meeting, config.publicUrl);
    },
  );

  app.post(
    '/Coach/CompleteSession',
    {
      config: { ability: pairAbilities.usePair, errors: ['forbidden', 'notFound', 'conflict'] },
      schema: {
        ...secured,
        summary: 'The coach completes the session: one of the member’s credits is used and the meeting closes',
        description:
          'Only the pair’s coach (CoachId must be the caller). A meeting that serves a booking which already holds ' +
          'a credit uses none. No credit left is a 409 and nothing changes; completing again changes nothing. ' +
          'Both people in the video room receive MeetingEnded.',
        body: completeSessionRequestSchema,
        response: { 200: completeSessionResponseSchema },
      },
    },
    async (request) => {
      const result = await completeSession(db, app.events, request.user.id, request.body, clock.now());
      endMeeting(hub, result.meeting.code);
      return {
        meetingCode: result.meeting.code,
        completedAt: result.meeting.completedAt!.toISOString(),
        sessionsRemaining: result.sessionsRemaining,
      };
    },
  );

  app.get(
    '/Meeting/Room/:meetingCode',
    {
      config: { ability: pairAbilities.usePair, errors: ['forbidden'] },
      schema: {
        ...secured,
        summary: 'The video room /meeting/{code}: the caller’s role and the other person’s name',
        description: 'Only the meeting’s coach and client; anyone else gets a 404, as if it did not exist.',
        params: meetingCodeParamsSchema,
        response: { 200: meetingRoomSchema },
      },
    },
    async (request) => meetingRoom(db, request.user.id, request.params.meetingCode),
  );

  app.get(
    '/Meeting/IceServers',
    {
      config: { ability: pairAbilities.usePair },
      schema: {
        ...secured,
        summary: 'The STUN and TURN servers for the video room (RTCPeerConnection iceServers)',
        description:
          'From ICE_SERVERS, STUN_URLS and TURN_URL; with TURN_SECRET each member gets a time-limited TURN ' +
          'credential of their own. None configured: an empty list (direct connections only).',
        response: { 200: iceServersResponseSchema },
      },
    },
    async (request) => ({ iceServers: iceServersFor(config.ice, request.user.id, clock.now()) }),
  );
};
