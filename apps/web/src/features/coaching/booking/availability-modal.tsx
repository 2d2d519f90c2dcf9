import { Alert, Button, Divider, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  BOOKING_MESSAGES,
  minutesOf,
  saveAvailabilityRequestSchema,
  timeOfMinutes,
  timeZoneLabel,
  type Availability,
} from '@oola/domain';
import { useAvailability, useSaveAvailability } from './api';
import { DaysOffPicker } from './days-off-picker';
import { WEEK } from './time-options';
import { WeekdayHours, type DraftRange } from './weekday-hours';

let nextKey = 1;
const draftOf = (ranges: Availability['ranges']): DraftRange[] => ranges.map((range) => ({ ...range, key: nextKey++ }));

/** A new range starts where the day's last one ends (9:00 AM to 5:00 PM on an empty day). */
function newRange(weekday: number, ranges: DraftRange[]): DraftRange {
  const last = ranges.filter((range) => range.weekday === weekday).at(-1);
  const start = last ? Math.min(minutesOf(last.end), 1410) : 540;
  const end = last ? Math.min(start + 60, 1440) : 1020;
  return { key: nextKey++, weekday, start: timeOfMinutes(start), end: timeOfMinutes(end) };
}

/** The first problem in words, naming the weekday of a range that has it. */
function problemOf(issue: { message: string; path: PropertyKey[] } | undefined, ranges: { weekday: number }[]): string {
  if (!issue) return BOOKING_MESSAGES.overlap;
  const [field, index] = issue.path;
  const weekday = field === 'ranges' && typeof index === 'number' ? ranges[index]?.weekday : undefined;
  const day = WEEK.find((entry) => entry.weekday === weekday)?.name;
  return day ? `${day}: ${issue.message}` : issue.message;
}

const bodyOf = ({ ranges, daysOff }: { ranges: DraftRange[]; daysOff: string[] }) => ({
  ranges: ranges.map(({ weekday, start, end }) => ({ weekday, start, end })),
  daysOff,
});

function AvailabilityForm({ availability, onDone }: { availability: Availability; onDone: () => void }) {
  const form = useForm({
    initialValues: { ranges: draftOf(availability.ranges), daysOff: availability.daysOff },
    validate: (values) => {
      const body = bodyOf(values);
      const checked = saveAvailabilityRequestSchema.safeParse({ ...body, userId: availability.userId });
      return checked.success ? {} : { ranges: problemOf(checked.error.issues[0], body.ranges) };
    },
    // The problem stays in view until the next Save, as the server's does.
    clearInputErrorOnChange: false,
  });
  const save = useSaveAvailability();
  const { ranges, daysOff } = form.values;
  const problem = typeof form.errors.ranges === 'string' ? form.errors.ranges : save.error?.message;
  const setRanges = (change: (all: DraftRange[]) => DraftRange[]) => form.setFieldValue('ranges', change);

  const submit = form.onSubmit((values) =>
    save.mutate(bodyOf(values), {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: BOOKING_MESSAGES.saved });
        onDone();
      },
    }),
  );

  return (
    <Stack gap="md">
      <Text size="sm">
        Members book 30-minute sessions within these hours. Times are in your time zone:{' '}
        <Text span fw={700}>
          {timeZoneLabel(availability.timeZone, new Date())}
        </Text>
        .
      </Text>
      <Stack gap={0}>
        {WEEK.map(({ weekday, name }) => (
          <WeekdayHours
            key={weekday}
            name={name}
            ranges={ranges.filter((range) => range.weekday === weekday)}
            onAdd={() => setRanges((all) => [...all, newRange(weekday, all)])}
            onChange={(changed) =>
              setRanges((all) => all.map((range) => (range.key === changed.key ? changed : range)))
            }
            onRemove={(removed) => setRanges((all) => all.filter((range) => range.key !== removed.key))}
          />
        ))}
      </Stack>
      <Divider />
      <DaysOffPicker
        timeZone={availability.timeZone}
        value={daysOff}
        onChange={(days) => form.setFieldValue('daysOff', days)}
      />
      {problem && (
        <Alert color="red" title="Please check your hours" role="alert">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => submit()} loading={save.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}

export interface AvailabilityModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The coach's weekly hours (several ranges a day) and days off, in the coach's time zone. */
export function AvailabilityModal({ opened, onClose }: AvailabilityModalProps) {
  const availability = useAvailability(opened);
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      fullScreen={narrow}
      radius="lg"
      title={
        <Title order={2} size="h3">
          My availability
        </Title>
      }
    >
      {availability.isPending && <Loader aria-label="Loading your availability" />}
      {availability.isError && (
        <Alert color="red" role="alert">
          {availability.error.message}
        </Alert>
      )}
      {availability.isSuccess && <AvailabilityForm availability={availability.data} onDone={onClose} />}
    </Modal>
  );
}
