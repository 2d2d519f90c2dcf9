import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EMAIL_CATEGORY_LABELS,
  unsubscribeCheckSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
} from '@oola/domain';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { badRequest } from '../../core/app-error.js';
import { optOut } from './opt-outs.js';
import { verifyUnsubscribeToken } from './unsubscribe-token.js';
import { eq } from 'drizzle-orm';
import { PUBLIC } from '../../policies/route-ability.js';

const TAGS = ['Account'];
const INVALID_LINK = 'This unsubscribe link is not valid.';

/**
 * One-click unsubscribe (RFC 8058): every non-transactional message carries List-Unsubscribe with
 * this address and List-Unsubscribe-Post; the mail client POSTs to it, without signing in. A GET (a
 * person following the footer's link) is sent on to the site's /unsubscribe page, which checks the
 * link and makes the same POST with its button.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // The mail client's body (List-Unsubscribe=One-Click) says nothing the token does not.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
  }

  /** The member and category of a genuine token whose member still exists. */
  async function claimOf(token: string) {
    const claim = await verifyUnsubscribeToken(db, token);
    if (!claim) return null;
    const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, claim.userId));
    return member ? claim : null;
  }

  app.get(
    '/Account/Unsubscribe',
    {
      config: { ability: PUBLIC },
      // A browser's way to a page, not a call (OpenAPI wants a 2xx of every operation): the page calls Check and POST.
      schema: {
        tags: TAGS,
        summary: "The message's unsubscribe link, followed by a person: 303 to the site's /unsubscribe page",
        hide: true,
        querystring: unsubscribeQuerySchema,
        response: {},
      },
    },
    async (request, reply) => reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token)}`, 303),
  );

  app.get(
    '/Account/Unsubscribe/Check',
    {
      config: { ability: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'What an unsubscribe link would turn off, without turning it off (no sign-in)',
        description: 'A 400 when the link is not valid, so the page says so before its button.',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeCheckSchema },
      },
    },
    async (request) => {
      const claim = await claimOf(request.query.token);
      if (!claim) throw badRequest(INVALID_LINK);
      return { category: claim.category, label: EMAIL_CATEGORY_LABELS[claim.category] };
    },
  );

  app.post(
    '/Account/Unsubscribe',
    {
      config: { ability: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'One-click unsubscribe (RFC 8058): turns off the category the signed token names, without sign-in',
        description:
          'The token comes from the List-Unsubscribe header of a non-transactional message, or from the ' +
          "site's /unsubscribe page. Unsubscribing twice is as good as once.",
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResultSchema },
      },
    },
    async (request) => {
      const claim = await claimOf(request.query.token);
      if (!claim) throw badRequest(INVALID_LINK);
      await optOut(db, claim.userId, claim.category);
      return { unsubscribed: true as const, category: claim.category };
    },
  );
};
