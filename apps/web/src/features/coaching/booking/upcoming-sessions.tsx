import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { BookingView, CoachingSchedule } from '@oola/domain';
import { formatZoned } from '../../../lib/zoned-time';
import { downloadInvite, useCancelBooking } from './api';
import { ConfirmDialog } from './confirm-dialog';
import type { PanelNotice } from './panel-notice';

export type Viewer = 'member' | 'coach';

/** 'Monday, November 30 at 9:30 AM MST': the viewer's zone, named, as the other person's may differ. */
const when = (iso: string, timeZone: string) => formatZoned(iso, timeZone, 'longDateTime', { withZone: true });

function ruleLine(booking: BookingView, viewer: Viewer, timeZone: string): string {
  if (viewer === 'coach') return 'You can cancel it at any time; the member gets the session credit back.';
  if (booking.canReschedule) {
    return `You can cancel or reschedule until ${when(booking.changeableUntil, timeZone)} (24 hours before).`;
  }
  return 'Less than 24 hours to go: this session can no longer be canceled or moved. Message your coach if something comes up.';
}

export interface UpcomingSessionsProps {
  schedule: CoachingSchedule;
  viewer: Viewer;
  onNotice: (notice: PanelNotice) => void;
  /** The member chose Reschedule: the slot picker takes over. */
  onReschedule?: (booking: BookingView) => void;
}

/** The pair's sessions not yet over, each with its invite, and cancel (and reschedule for the member). */
export function UpcomingSessions({ schedule, viewer, onNotice, onReschedule }: UpcomingSessionsProps) {
  const cancel = useCancelBooking();
  const [cancelling, setCancelling] = useState<BookingView | null>(null);
  const other = viewer === 'member' ? schedule.coachName : schedule.clientName;

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: (cancelled) =>
        onNotice({ tone: 'success', text: 'The session was canceled and its credit returned.', invite: cancelled }),
      onError: (error) => onNotice({ tone: 'error', text: error.message }),
      onSettled: () => setCancelling(null),
    });
  };

  if (schedule.bookings.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {viewer === 'member' ? 'No session booked yet.' : `No upcoming sessions with ${other}.`}
      </Text>
    );
  }

  return (
    <Stack gap="sm" data-testid="upcoming-sessions">
      {schedule.bookings.map((booking) => (
        <Paper key={booking.id} withBorder radius="md" p="md" data-testid="upcoming-session">
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" gap="sm">
              <div>
                <Text fw={700}>{when(booking.startsAt, schedule.timeZone)}</Text>
                <Text size="sm" c="dimmed">
                  30 minutes with {other}
                </Text>
              </div>
              <Group gap="xs">
                <Button variant="light" size="xs" onClick={() => void downloadInvite(booking.id)}>
                  Add to calendar
                </Button>
                {booking.canReschedule && onReschedule && (
                  <Button variant="default" size="xs" onClick={() => onReschedule(booking)}>
                    Reschedule
                  </Button>
                )}
                {booking.canCancel && (
                  <Button variant="outline" color="red.9" size="xs" onClick={() => setCancelling(booking)}>
                    Cancel session
                  </Button>
                )}
              </Group>
            </Group>
            <Text size="xs">{ruleLine(booking, viewer, schedule.timeZone)}</Text>
          </Stack>
        </Paper>
      ))}
      <ConfirmDialog
        opened={cancelling !== null}
        title="Cancel this session?"
        confirmLabel="Cancel session"
        cancelLabel="Keep it"
        danger
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      >
        <Text>
          {cancelling && when(cancelling.startsAt, schedule.timeZone)} with {other}.{' '}
          {viewer === 'member' ? 'Your session credit comes back.' : `${other} gets the session credit back.`}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
