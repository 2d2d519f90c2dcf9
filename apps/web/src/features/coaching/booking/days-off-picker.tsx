import { Group, Pill, Stack, Text, Title } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { memberToday } from '@oola/domain';
import '@mantine/dates/styles.css';

/** 'Thu, Dec 24, 2026' for '2026-12-24'. */
const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

const CALENDAR_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};

export interface DaysOffPickerProps {
  /** The coach's zone: days before its today cannot be picked. */
  timeZone: string;
  value: string[];
  onChange: (days: string[]) => void;
}

/** Days off: a calendar to pick (or unpick) whole days, and the chosen days listed with Remove. */
export function DaysOffPicker({ timeZone, value, onChange }: DaysOffPickerProps) {
  const today = memberToday(timeZone);
  const upcoming = [...value].sort();
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Days off
      </Title>
      <Text size="sm" c="dimmed">
        Pick the days you are away; no one can book you on them.
      </Text>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <DatePicker
          type="multiple"
          value={value}
          onChange={(days) => onChange([...days].sort())}
          minDate={today}
          ariaLabels={CALENDAR_LABELS}
          aria-label="Days off"
        />
        <Stack gap={6} style={{ flex: 1, minWidth: 200 }} data-testid="days-off">
          {upcoming.length === 0 && <Text size="sm">No days off planned.</Text>}
          <Group gap={6}>
            {upcoming.map((day) => (
              <Pill
                key={day}
                size="md"
                withRemoveButton
                onRemove={() => onChange(value.filter((other) => other !== day))}
                removeButtonProps={{ 'aria-label': `Remove day off ${dayLabel(day)}` }}
              >
                {dayLabel(day)}
              </Pill>
            ))}
          </Group>
        </Stack>
      </Group>
    </Stack>
  );
}
