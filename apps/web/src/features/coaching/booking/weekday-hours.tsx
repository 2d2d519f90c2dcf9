import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { END_OPTIONS, START_OPTIONS, timeLabel } from './time-options';

export interface DraftRange {
  /** A key for React only. */
  key: number;
  weekday: number;
  start: string;
  end: string;
}

export interface WeekdayHoursProps {
  name: string;
  ranges: DraftRange[];
  onAdd: () => void;
  onChange: (range: DraftRange) => void;
  onRemove: (range: DraftRange) => void;
}

function CloseIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} aria-hidden>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/** One weekday of the availability modal: its time ranges, each with a start, an end and Remove; Add hours. */
export function WeekdayHours({ name, ranges, onAdd, onChange, onRemove }: WeekdayHoursProps) {
  return (
    <Group align="flex-start" gap="sm" wrap="wrap" py="xs" data-testid={`weekday-${name}`}>
      <Text fw={700} w={110} pt={6}>
        {name}
      </Text>
      <Stack gap="xs" style={{ flex: 1, minWidth: 240 }}>
        {ranges.length === 0 && (
          <Text c="dimmed" pt={6}>
            Unavailable
          </Text>
        )}
        {ranges.map((range) => (
          <Group key={range.key} gap="xs" wrap="nowrap">
            <Select
              aria-label={`${name} from`}
              data={START_OPTIONS}
              value={range.start}
              onChange={(start) => start && onChange({ ...range, start })}
              allowDeselect={false}
              w={120}
              comboboxProps={{ withinPortal: true }}
            />
            <Text size="sm">to</Text>
            <Select
              aria-label={`${name} until`}
              data={END_OPTIONS}
              value={range.end}
              onChange={(end) => end && onChange({ ...range, end })}
              allowDeselect={false}
              w={120}
              comboboxProps={{ withinPortal: true }}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`Remove ${name} ${timeLabel(range.start)} to ${timeLabel(range.end)}`}
              onClick={() => onRemove(range)}
            >
              <CloseIcon />
            </ActionIcon>
          </Group>
        ))}
        <Button variant="subtle" size="compact-sm" onClick={onAdd} aria-label={`Add hours on ${name}`} w="fit-content">
          + Add hours
        </Button>
      </Stack>
    </Group>
  );
}
