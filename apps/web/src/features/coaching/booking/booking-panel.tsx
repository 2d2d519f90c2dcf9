import { useState } from 'react';
import { Alert, Divider, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { BookingView, CoachingSchedule } from '@oola/domain';
import { useCoachingSchedule } from './api';
import { PanelNoticeAlert, type PanelNotice } from './panel-notice';
import { SchedulingEmbed } from './scheduling-embed';
import { SlotPicker } from './slot-picker';
import { UpcomingSessions, type Viewer } from './upcoming-sessions';

export interface BookingPanelProps {
  coachId: number;
  clientId: number;
  /** Who looks: the member books, moves and cancels; the coach sees the client's sessions and cancels. */
  viewer: Viewer;
}

function MemberBooking({
  schedule,
  onNotice,
}: {
  schedule: CoachingSchedule;
  onNotice: (notice: PanelNotice) => void;
}) {
  const [moving, setMoving] = useState<BookingView | null>(null);
  const done = (notice: PanelNotice) => {
    setMoving(null);
    onNotice(notice);
  };
  if (schedule.schedulingUrl) {
    return (
      <>
        {schedule.bookings.length > 0 && <UpcomingSessions schedule={schedule} viewer="member" onNotice={onNotice} />}
        <SchedulingEmbed url={schedule.schedulingUrl} coachName={schedule.coachName} />
      </>
    );
  }
  return (
    <>
      <UpcomingSessions schedule={schedule} viewer="member" onNotice={onNotice} onReschedule={setMoving} />
      <Divider />
      {schedule.active ? (
        <Stack gap="xs">
          <Title order={4} size="h5">
            {moving ? 'Reschedule your session' : 'Book a session'}
          </Title>
          {!moving && (
            <Text size="sm" c="dimmed">
              You have {schedule.sessionsRemaining} {schedule.sessionsRemaining === 1 ? 'session' : 'sessions'} left to
              book.
            </Text>
          )}
          <SlotPicker
            coachId={schedule.coachId}
            coachName={schedule.coachName}
            sessionsRemaining={schedule.sessionsRemaining}
            moving={moving}
            onDone={done}
            onStopMoving={() => setMoving(null)}
          />
        </Stack>
      ) : (
        <Text size="sm">
          This coaching relationship has ended: no new sessions can be booked with {schedule.coachName}.
        </Text>
      )}
    </>
  );
}

/**
 * The coaching room's schedule: the pair's next sessions with their invites, cancel and
 * reschedule (24-hour rule shown), and the slot picker for the member; the coach's external
 * scheduling site embedded instead when the coach has one.
 */
export function BookingPanel({ coachId, clientId, viewer }: BookingPanelProps) {
  const schedule = useCoachingSchedule(coachId, clientId);
  const [notice, setNotice] = useState<PanelNotice | null>(null);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="booking-panel">
      <Stack gap="md">
        <Title order={3} size="h4">
          {viewer === 'member'
            ? 'My sessions'
            : `Upcoming sessions${schedule.isSuccess ? ` with ${schedule.data.clientName}` : ''}`}
        </Title>
        {notice && <PanelNoticeAlert notice={notice} onClose={() => setNotice(null)} />}
        {schedule.isPending && <Loader size="sm" aria-label="Loading sessions" />}
        {schedule.isError && (
          <Alert color="red" role="alert">
            {schedule.error.message}
          </Alert>
        )}
        {schedule.isSuccess &&
          (viewer === 'member' ? (
            <MemberBooking schedule={schedule.data} onNotice={setNotice} />
          ) : (
            <UpcomingSessions schedule={schedule.data} viewer="coach" onNotice={setNotice} />
          ))}
      </Stack>
    </Paper>
  );
}
