import type { PushStatus } from '@oola/domain';

export const PUSH_STATUS_LABELS: Record<PushStatus, string> = {
  queued: 'Queued',
  waiting: 'Waiting',
  sent: 'Sent',
  skipped: 'Skipped',
  failed: 'Failed',
};

export const PUSH_STATUS_COLORS: Record<PushStatus, string> = {
  queued: 'yellow',
  waiting: 'brand',
  sent: 'teal',
  skipped: 'gray',
  failed: 'red',
};

export const devicesText = (devices: number) =>
  devices === 0 ? 'No device' : devices === 1 ? '1 device' : `${devices} devices`;
