import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COACH_PROFILE_MESSAGES,
  coachOwnProfileSchema,
  coachSavedSchema,
  coachUserIdParamsSchema,
  editProfileRequestSchema,
  saveMyBioRequestSchema,
  saveMyProfileRequestSchema,
  zipLookupQuerySchema,
  zipLookupResultSchema,
} from '@oola/domain';
import type { Clock } from '../../../core/clock.js';
import type { Db } from '../../../db/client.js';
import { assessmentRoutes } from './assessment-routes.js';
import { imageRoutes } from './image-routes.js';
import { ownProfile } from './profile-read.js';
import { saveCoachProfile } from './profile-write.js';
import { COACH_ONLY, COACH_TAGS } from './route-docs.js';
import { lookupZip } from './zip-lookup.js';
import { coachProfileAbilities } from '../../../policies/coach-profile.js';
import { onOwnAccount } from '../../../policies/route-ability.js';

/** The coach's own profile, bio, pictures and coaching assessment (the coach portal's profile card). */
export const coachProfileRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/Coach/GetMyProfile/:userId',
    {
      config: { ability: onOwnAccount(coachProfileAbilities.useCoachPortal, 'params') },
      schema: {
        tags: COACH_TAGS,
        summary: "The coach's own editable profile, bio and pictures",
        description:
          'What the Edit Profile modal edits, with the contact details, the session-rate items and ' +
          'displayCoachingModal (the welcome modal opens while it is true). The public listing is ' +
          `Coach/GetDirectoryListingInfoPublic/{coachId}. ${COACH_ONLY}`,
        security: [{ bearer: [] }],
        params: coachUserIdParamsSchema,
        response: { 200: coachOwnProfileSchema },
      },
    },
    async (request) => ownProfile(db, request.params.userId),
  );

  app.post(
    '/Coach/SaveMyProfile',
    {
      config: { ability: onOwnAccount(coachProfileAbilities.useCoachPortal, 'body'), errors: ['notFound'] },
      schema: {
        tags: COACH_TAGS,
        summary: 'MY PROFILE: name, location, language, contact details, links and social user names',
        description:
          'A zip code the offline data knows sets city and state (whatever was sent); otherwise the typed ' +
          `city and state are kept. Phone as 10 digits. Pictures change only by their uploads. ${COACH_ONLY}`,
        security: [{ bearer: [] }],
        body: saveMyProfileRequestSchema,
        response: { 200: coachSavedSchema },
      },
    },
    async (request) => {
      const { userId, ...profile } = request.body;
      await saveCoachProfile(db, userId, { profile }, clock.now());
      return { message: COACH_PROFILE_MESSAGES.profileSaved };
    },
  );

  app.post(
    '/Coach/SaveMyBio',
    {
      config: { ability: onOwnAccount(coachProfileAbilities.useCoachPortal, 'body'), errors: ['notFound'] },
      schema: {
        tags: COACH_TAGS,
        summary: 'MY BIO: welcome phrase, offer, about me, session rate and testimonial',
        description:
          'listingPageHeader ≤ 150, myOffer ≤ 300 and aboutMe ≤ 750 characters, all required; RateItemCode one ' +
          'of the session-rate items (its price becomes the session rate); a testimonial whose clientPermission ' +
          `is false (default true) is not stored. ${COACH_ONLY}`,
        security: [{ bearer: [] }],
        body: saveMyBioRequestSchema,
        response: { 200: coachSavedSchema },
      },
    },
    async (request) => {
      const { userId, ...bio } = request.body;
      await saveCoachProfile(db, userId, { bio }, clock.now());
      return { message: COACH_PROFILE_MESSAGES.bioSaved };
    },
  );

  app.put(
    '/Coach/EditProfile',
    {
      config: { ability: onOwnAccount(coachProfileAbilities.useCoachPortal, 'body'), errors: ['notFound'] },
      schema: {
        tags: COACH_TAGS,
        summary: "The Edit Profile modal's Save: MY PROFILE and MY BIO together, all or nothing",
        description: `The rules of SaveMyProfile and SaveMyBio. ${COACH_ONLY}`,
        security: [{ bearer: [] }],
        body: editProfileRequestSchema,
        response: { 200: coachSavedSchema },
      },
    },
    async (request) => {
      const { userId, listingPageHeader, myOffer, aboutMe, rateItemCode, testimonial, ...profile } = request.body;
      const bio = { listingPageHeader, myOffer, aboutMe, rateItemCode, testimonial };
      await saveCoachProfile(db, userId, { profile, bio }, clock.now());
      return { message: COACH_PROFILE_MESSAGES.profileSaved };
    },
  );

  app.get(
    '/Coach/LookupZip',
    {
      config: { ability: coachProfileAbilities.useCoachPortal, errors: ['notFound'] },
      schema: {
        tags: COACH_TAGS,
        summary: 'City and state of a zip code, from offline data (US zip codes, Canadian postal codes)',
        description:
          `400 '${COACH_PROFILE_MESSAGES.zipInvalid}' for a malformed zip code or country; 404 ` +
          `'${COACH_PROFILE_MESSAGES.zipNotFound}' when the data has no such code (the form then lets the ` +
          `coach type city and state). ${COACH_ONLY}`,
        security: [{ bearer: [] }],
        querystring: zipLookupQuerySchema,
        response: { 200: zipLookupResultSchema },
      },
    },
    async (request) => lookupZip(request.query.zipCode, request.query.country),
  );

  await app.register(assessmentRoutes, { db, clock });
  await app.register(imageRoutes, { db, clock });
};
