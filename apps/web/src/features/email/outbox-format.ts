import type { EmailStatus } from '@oola/domain';

/** When a message was written, in the viewer's own zone (the browser's when they chose none). */
export function outboxTime(iso: string, timeZone: string | null): string {
  return new Date(iso).toLocaleString('en-US', {
    timeZone: timeZone ?? undefined,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

export const STATUS_LABELS: Record<EmailStatus, string> = {
  queued: 'Queued',
  waiting: 'Waiting for quiet hours',
  sent: 'Sent',
  outbox: 'In outbox',
  failed: 'Failed',
  skipped: 'Skipped',
};

export const STATUS_COLORS: Record<EmailStatus, string> = {
  queued: 'yellow',
  waiting: 'grape',
  sent: 'teal',
  outbox: 'brand',
  failed: 'red',
  skipped: 'gray',
};
