import { and, desc, eq } from 'drizzle-orm';
import { ACCOUNT_DATA_MESSAGES, type AccountExport } from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { accountExports } from '../../db/schema/index.js';
import { conflict, notFound } from '../../core/app-error.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { accountExportJob } from './export-job.js';
import { readExportFile } from '../media/index.js';

type ExportRow = typeof accountExports.$inferSelect;

const toAccountExport = (row: ExportRow, now: Date): AccountExport => ({
  id: row.id,
  status: row.status,
  requestedAt: row.requestedAt.toISOString(),
  readyAt: row.readyAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  downloadable: row.status === 'ready' && row.expiresAt !== null && row.expiresAt > now,
  sizeBytes: row.sizeBytes,
});

/** Starts an export (a job builds it); while one is being prepared, a second request answers that one. */
export async function requestExport(db: Db, clock: Clock, userId: number): Promise<AccountExport> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(accountExports)
      .values({ userId, requestedAt: now })
      .onConflictDoNothing()
      .returning();
    if (created) await enqueueJob(tx, accountExportJob, { exportId: created.id });
    const [row] = created
      ? [created]
      : await tx
          .select()
          .from(accountExports)
          .where(and(eq(accountExports.userId, userId), eq(accountExports.status, 'pending')));
    return toAccountExport(row!, now);
  });
}

export async function latestExport(db: Db, clock: Clock, userId: number): Promise<AccountExport | null> {
  const [row] = await db
    .select()
    .from(accountExports)
    .where(eq(accountExports.userId, userId))
    .orderBy(desc(accountExports.id))
    .limit(1);
  return row ? toAccountExport(row, clock.now()) : null;
}

/** The ZIP of one of the caller's exports: 404 for anyone else's, 409 while pending or once expired. */
export async function downloadExport(db: Db, clock: Clock, userId: number, exportId: number): Promise<Buffer> {
  const [row] = await db
    .select()
    .from(accountExports)
    .where(and(eq(accountExports.id, exportId), eq(accountExports.userId, userId)));
  if (!row) throw notFound(ACCOUNT_DATA_MESSAGES.noSuchExport);
  if (row.status === 'pending') throw conflict(ACCOUNT_DATA_MESSAGES.exportNotReady);
  if (row.status === 'failed') throw conflict(ACCOUNT_DATA_MESSAGES.exportFailed);
  if (!row.expiresAt || row.expiresAt <= clock.now() || !row.fileKey)
    throw conflict(ACCOUNT_DATA_MESSAGES.exportExpired);
  const bytes = await readExportFile(db, row.fileKey);
  if (!bytes) throw conflict(ACCOUNT_DATA_MESSAGES.exportExpired);
  return bytes;
}
