import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMAIL_CATEGORY_LABELS,
  errorResponseSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
} from '@oola/domain';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { badRequest } from '../../http/app-error.js';
import { optOut } from './opt-outs.js';
import { unsubscribePage } from './unsubscribe-page.js';
import { verifyUnsubscribeToken } from './unsubscribe-token.js';
import { eq } from 'drizzle-orm';
import { PUBLIC } from '../../policies/route-ability.js';

const TAGS = ['Account'];
const INVALID_LINK = 'This unsubscribe link is not valid.';

/**
 * One-click unsubscribe (RFC 8058): every non-transactional message carries List-Unsubscribe with
 * this address and List-Unsubscribe-Post; the mail client POSTs to it, without signing in. A GET (a
 * person following the footer's link) shows a page whose button makes the same POST.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ db: Db; brandName: string }> = async (
  app,
  { db, brandName },
) => {
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
      schema: {
        tags: TAGS,
        summary: "The page behind a message's unsubscribe link: a button that unsubscribes (no sign-in)",
        querystring: unsubscribeQuerySchema,
        response: { 200: z.string(), 400: z.union([z.string(), errorResponseSchema]) },
      },
    },
    async (request, reply) => {
      const claim = await claimOf(request.query.token);
      reply.type('text/html; charset=utf-8');
      if (!claim) return reply.status(400).send(unsubscribePage(brandName, { kind: 'invalid' }));
      const action = `/api/Account/Unsubscribe?token=${encodeURIComponent(request.query.token)}`;
      return unsubscribePage(brandName, { kind: 'confirm', label: EMAIL_CATEGORY_LABELS[claim.category], action });
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
          'The token comes from the List-Unsubscribe header of a non-transactional message. A browser ' +
          '(Accept: text/html) gets a page back, a mail client JSON.',
        querystring: unsubscribeQuerySchema,
        response: { 200: z.union([unsubscribeResultSchema, z.string()]), 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const claim = await claimOf(request.query.token);
      if (!claim) throw badRequest(INVALID_LINK);
      await optOut(db, claim.userId, claim.category);
      if (request.headers.accept?.includes('text/html')) {
        reply.type('text/html; charset=utf-8');
        return unsubscribePage(brandName, { kind: 'done', label: EMAIL_CATEGORY_LABELS[claim.category] });
      }
      return { unsubscribed: true as const, category: claim.category };
    },
  );
};
