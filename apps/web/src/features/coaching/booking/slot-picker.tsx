import { useState } from 'react';
import { Alert, Button, Chip, Group, Loader, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import { timeZoneLabel, type BookingView, type OpenSlot } from '@oola/domain';
import { formatZoned } from '../../../lib/zoned-time';
import { useBookSlot, useOpenSlots, useReschedule } from './api';
import { ConfirmDialog } from './confirm-dialog';
import type { PanelNotice } from './panel-notice';

/** 'Tue, Dec 1' for '2026-12-01'. */
const chipLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });

export interface SlotPickerProps {
  coachId: number;
  coachName: string;
  sessionsRemaining: number;
  /** The session being moved, or null to book a new one. */
  moving: BookingView | null;
  onDone: (notice: PanelNotice) => void;
  onStopMoving: () => void;
}

/** Open slots of the coach in the member's time zone: days as chips, times as buttons, one confirm to book. */
export function SlotPicker({ coachId, coachName, sessionsRemaining, moving, onDone, onStopMoving }: SlotPickerProps) {
  const slots = useOpenSlots(coachId);
  const bookSlot = useBookSlot(coachId);
  const reschedule = useReschedule();
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [chosen, setChosen] = useState<{ slot: OpenSlot; label: string } | null>(null);

  if (slots.isPending) return <Loader size="sm" aria-label="Loading open times" />;
  if (slots.isError) {
    return (
      <Alert color="red" role="alert">
        {slots.error.message}
      </Alert>
    );
  }
  const { days, timeZone } = slots.data;
  const day = days.find((entry) => entry.day === chosenDay) ?? days[0];
  const outOfCredits = !moving && sessionsRemaining <= 0;
  const when = (booking: BookingView) => formatZoned(booking.startsAt, timeZone, 'longDateTime', { withZone: true });

  const confirm = () => {
    if (!chosen) return;
    const startsAt = chosen.slot.startsAt;
    const finish = {
      onError: (error: Error) => onDone({ tone: 'error', text: error.message }),
      onSettled: () => setChosen(null),
    };
    if (moving) {
      reschedule.mutate(
        { bookingId: moving.id, startsAt },
        {
          ...finish,
          onSuccess: (moved) =>
            onDone({ tone: 'success', text: `Your session was moved to ${when(moved)}.`, invite: moved }),
        },
      );
    } else {
      bookSlot.mutate(startsAt, {
        ...finish,
        onSuccess: (booked) =>
          onDone({ tone: 'success', text: `Your session is booked for ${when(booked)}.`, invite: booked }),
      });
    }
  };

  return (
    <Stack gap="sm" data-testid="slot-picker">
      <Text size="sm">
        Times are shown in your time zone:{' '}
        <Text span fw={700}>
          {timeZoneLabel(timeZone, new Date())}
        </Text>
        . Each session is 30 minutes.
      </Text>
      {moving && (
        <Group gap="sm">
          <Text size="sm" fw={600}>
            Choose a new time for your session on {when(moving)}.
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={onStopMoving}>
            Keep the current time
          </Button>
        </Group>
      )}
      {outOfCredits && (
        <Alert color="yellow" role="status">
          You have no sessions left. Purchase sessions to meet your coach.
        </Alert>
      )}
      {!day ? (
        <Text size="sm" c="dimmed">
          {coachName} has no open times in the next three weeks. Please check again later or message your coach.
        </Text>
      ) : (
        <>
          <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
            <Chip.Group value={day.day} onChange={(value) => setChosenDay(value as string)}>
              <Group gap={6} wrap="nowrap" pb={4} role="radiogroup" aria-label="Day">
                {days.map((entry) => (
                  <Chip key={entry.day} type="radio" value={entry.day} size="sm" aria-label={entry.label}>
                    {chipLabel(entry.day)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </ScrollArea>
          <Text fw={700}>{day.label}</Text>
          <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" role="group" aria-label={`Open times on ${day.label}`}>
            {day.slots.map((slot) => (
              <Button
                key={slot.startsAt}
                variant="light"
                size="sm"
                px={4}
                disabled={outOfCredits}
                data-starts-at={slot.startsAt}
                onClick={() => setChosen({ slot, label: `${day.label} at ${slot.time}` })}
              >
                {slot.time}
              </Button>
            ))}
          </SimpleGrid>
        </>
      )}
      <ConfirmDialog
        opened={chosen !== null}
        title={moving ? 'Move your session?' : 'Book this session?'}
        confirmLabel={moving ? 'Move session' : 'Book session'}
        cancelLabel="Choose another time"
        busy={bookSlot.isPending || reschedule.isPending}
        onConfirm={confirm}
        onClose={() => setChosen(null)}
      >
        <Stack gap={4}>
          <Text fw={700}>{chosen?.label}</Text>
          <Text size="sm">
            30 minutes with {coachName}, {chosen && timeZoneLabel(timeZone, new Date(chosen.slot.startsAt))} time.{' '}
            {moving ? `Instead of ${when(moving)}.` : 'This uses one of your sessions.'}
          </Text>
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
