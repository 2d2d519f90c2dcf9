import { z } from 'zod';
import { userIdParamsSchema } from './auth.js';
import { coercedIdSchema, PASSWORD_MAX_LENGTH } from './primitives.js';

/** How long an export's download works, and how long a deletion waits to be cancelled (decisions 074, 075). */
export const ACCOUNT_DATA = { exportLifetimeDays: 7, deletionGraceDays: 14 } as const;

/** The words a member types to confirm the deletion. */
export const DELETE_CONFIRMATION_WORDS = 'DELETE MY ACCOUNT';

export const ACCOUNT_DATA_MESSAGES = {
  exportNotReady: 'Your export is still being prepared. We will tell you when it is ready.',
  exportExpired: `This download has expired (downloads work for ${ACCOUNT_DATA.exportLifetimeDays} days). Please ask for a new export.`,
  exportFailed: 'This export could not be prepared. Please ask for a new one.',
  noSuchExport: 'There is no such export.',
  wrongConfirmation: `Please type ${DELETE_CONFIRMATION_WORDS} to confirm.`,
  wrongPassword: 'The password is not correct.',
  deletionPending: 'Your account is already scheduled for deletion.',
  noPendingDeletion: 'Your account is not scheduled for deletion.',
  handOverClients:
    'You still coach active clients. Ask each of them to choose a new coach (Find a coach), or ask the support team to move them, before you delete your account.',
} as const;

export const accountExportStatusSchema = z.enum(['pending', 'ready', 'failed']);

/** One export request as its owner sees it (times in UTC; the page shows them in the member's zone). */
export const accountExportSchema = z.object({
  id: z.number().int(),
  status: accountExportStatusSchema,
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** Ready and not yet expired. */
  downloadable: z.boolean(),
  sizeBytes: z.number().int().nullable(),
});
z.globalRegistry.add(accountExportSchema, { id: 'AccountExport' });
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The latest export request, or null when the member never asked for one. */
export const latestAccountExportSchema = z.object({ export: accountExportSchema.nullable() });
z.globalRegistry.add(latestAccountExportSchema, { id: 'LatestAccountExport' });
export type LatestAccountExport = z.infer<typeof latestAccountExportSchema>;

export const accountExportIdParams = z.object({ exportId: coercedIdSchema });

/** GET /api/Account/Export/{id}: the member's data as JSON, one array of records per kind. */
export const accountExportParams = userIdParamsSchema;
export const accountDataJsonSchema = z.object({
  userId: z.number().int(),
  generatedAt: z.string(),
  data: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
z.globalRegistry.add(accountDataJsonSchema, { id: 'AccountDataJson' });
export type AccountDataJson = z.infer<typeof accountDataJsonSchema>;

export const requestAccountDeletionSchema = z.object({
  confirmation: z
    .string()
    .trim()
    .refine((text) => text.toUpperCase() === DELETE_CONFIRMATION_WORDS, ACCOUNT_DATA_MESSAGES.wrongConfirmation),
  password: z.string().min(1, 'Please enter your password.').max(PASSWORD_MAX_LENGTH),
});
z.globalRegistry.add(requestAccountDeletionSchema, { id: 'RequestAccountDeletionRequest' });
export type RequestAccountDeletionInput = z.input<typeof requestAccountDeletionSchema>;

/** A scheduled deletion (null: none); eraseAfter is when the erasure may start. */
export const accountDeletionSchema = z.object({
  requestedAt: z.string(),
  eraseAfter: z.string(),
});
export const accountDeletionStatusSchema = z.object({ deletion: accountDeletionSchema.nullable() });
z.globalRegistry.add(accountDeletionStatusSchema, { id: 'AccountDeletionStatus' });
export type AccountDeletionStatus = z.infer<typeof accountDeletionStatusSchema>;

/** The staff list of accounts waiting to be erased. */
export const pendingDeletionsSchema = z.object({
  deletions: z.array(
    z.object({
      userId: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string().nullable(),
      requestedAt: z.string(),
      eraseAfter: z.string(),
    }),
  ),
});
z.globalRegistry.add(pendingDeletionsSchema, { id: 'PendingDeletions' });
export type PendingDeletions = z.infer<typeof pendingDeletionsSchema>;
