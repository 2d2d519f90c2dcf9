import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_DATA,
  accountDataJsonSchema,
  accountExportIdParams,
  accountExportParams,
  accountExportSchema,
  latestAccountExportSchema,
} from '@oola/domain';
import { z } from 'zod';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../core/app-error.js';
import { memberAbilities } from '../../policies/member.js';
import { onOwnAccount } from '../../policies/route-ability.js';
import { collectExport, exportAsJson } from './export-data.js';
import { downloadExport, latestExport, requestExport } from './export-service.js';

const TAGS = ['Account data'];

/** Export my data (decision 074): the ZIP built by a job, and the same data as JSON. */
export const accountExportRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.post(
    '/Account/Export',
    {
      config: { ability: memberAbilities.useAccount, errors: ['forbidden'] },
      schema: {
        tags: TAGS,
        summary: 'Ask for a ZIP of all my data',
        description:
          'A background job builds the ZIP (README.txt, one JSON file per kind, CSV for actions, goals, scores and ' +
          `to-dos); the member is told by e-mail and by a notification. The download works for ${ACCOUNT_DATA.exportLifetimeDays} ` +
          'days, only for its owner. While an export is being prepared, asking again answers that one.',
        security: [{ bearer: [] }],
        response: { 202: accountExportSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await requestExport(db, clock, request.user.id)),
  );

  app.get(
    '/Account/ExportStatus',
    {
      config: { ability: memberAbilities.useAccount, errors: ['forbidden'] },
      schema: {
        tags: TAGS,
        summary: 'My latest export request and whether it can be downloaded',
        security: [{ bearer: [] }],
        response: { 200: latestAccountExportSchema },
      },
    },
    async (request) => ({ export: await latestExport(db, clock, request.user.id) }),
  );

  app.get(
    '/Account/ExportFile/:exportId',
    {
      config: { ability: memberAbilities.useAccount, errors: ['forbidden', 'conflict'] },
      schema: {
        tags: TAGS,
        summary: 'Download one of my exports (application/zip)',
        description: "404 for an export that is not the caller's; 409 while it is prepared or once it has expired.",
        security: [{ bearer: [] }],
        params: accountExportIdParams,
        response: {
          200: z.unknown().describe('The ZIP'),
        },
      },
    },
    async (request, reply) => {
      const bytes = await downloadExport(db, clock, request.user.id, request.params.exportId);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="oola-data-${request.user.id}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  app.get(
    '/Account/Export/:userId',
    {
      config: { ability: onOwnAccount(memberAbilities.useAccount, 'params') },
      schema: {
        tags: TAGS,
        summary: 'All my data as JSON (the same data as the ZIP)',
        description:
          "For the member's own use: one array of records per kind, keyed by the ZIP's file names. Another user's id is a 403.",
        security: [{ bearer: [] }],
        params: accountExportParams,
        response: { 200: accountDataJsonSchema },
      },
    },
    async (request) => {
      const data = await collectExport(db, request.params.userId, clock.now());
      if (!data) throw notFound('There is no such account.');
      return exportAsJson(data);
    },
  );
};
