import { and, eq, lt, ne } from 'drizzle-orm';
import { ACCOUNT_DATA } from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db, Tx } from '../../db/client.js';
import { accountExports, users } from '../../db/schema/index.js';
import { enqueueEmail, recipientDateTime } from '../email/index.js';
import { sendNotification } from '../notifications/index.js';
import { collectExport } from './export-data.js';
import { exportReadyEmail } from './emails/export-ready-email.js';
import { putExportFile, removeExportFile } from '../media/index.js';
import { buildExportZip } from './export-zip.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The job's work. It reads the member's data in short queries outside any transaction and zips it off
 * the main thread, so other requests are not held up; then one short transaction stores the ZIP, marks
 * the export ready and tells the member (e-mail and in-app notice). A run killed before that commit
 * leaves the export pending and the queue's retry builds it again; an export no longer pending is left
 * as it is.
 */
export async function buildExport(db: Db, clock: Clock, exportId: number): Promise<void> {
  const [row] = await db
    .select()
    .from(accountExports)
    .where(and(eq(accountExports.id, exportId), eq(accountExports.status, 'pending')));
  if (!row) return;
  const now = clock.now();
  const data = await collectExport(db, row.userId, now);
  if (!data) return;
  const zip = await buildExportZip(data);
  await db.transaction(async (tx) => {
    const [stillPending] = await tx
      .select({ id: accountExports.id })
      .from(accountExports)
      .where(and(eq(accountExports.id, exportId), eq(accountExports.status, 'pending')))
      .for('update');
    if (!stillPending) return;
    const fileKey = await putExportFile(tx, zip);
    const expiresAt = new Date(now.getTime() + ACCOUNT_DATA.exportLifetimeDays * DAY_MS);
    await tx
      .update(accountExports)
      .set({ status: 'ready', readyAt: now, expiresAt, fileKey, sizeBytes: zip.byteLength })
      .where(eq(accountExports.id, exportId));
    await releaseOlderExports(tx, row.userId, exportId);
    await tellMember(tx, row.userId, exportId, expiresAt);
  });
}

async function tellMember(tx: Tx, userId: number, exportId: number, expiresAt: Date): Promise<void> {
  const [user] = await tx
    .select({ firstName: users.firstName, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  const until = recipientDateTime(expiresAt, user!.timeZone);
  await sendNotification(tx, {
    userId,
    title: 'Your data export is ready',
    message: `<p>Download it from My account until ${until}.</p>`,
  });
  await enqueueEmail(tx, {
    template: exportReadyEmail,
    data: { firstName: user!.firstName, expiresAt: until },
    to: { userId },
    idempotencyKey: `account-export-ready:${exportId}`,
  });
}

/** Only the newest export keeps its file: a member downloads one copy of their data at a time. */
async function releaseOlderExports(tx: Tx, userId: number, keepId: number) {
  const older = await tx
    .select({ id: accountExports.id, fileKey: accountExports.fileKey })
    .from(accountExports)
    .where(and(eq(accountExports.userId, userId), lt(accountExports.id, keepId), ne(accountExports.status, 'pending')));
  for (const { fileKey } of older) await removeExportFile(tx, fileKey);
  if (older.length > 0)
    await tx
      .update(accountExports)
      .set({ fileKey: null, expiresAt: null })
      .where(and(eq(accountExports.userId, userId), lt(accountExports.id, keepId)));
}
