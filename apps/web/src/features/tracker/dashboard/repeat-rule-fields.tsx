import type { ReactNode } from 'react';
import { Chip, Group, Radio, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { WEEKDAYS, type Weekday } from '@oola/domain';
import '@mantine/dates/styles.css';

export interface RuleDraft {
  startDate: string;
  endDate: string | null;
  ends: 'never' | 'on';
  days: Record<Weekday, boolean>;
}

const LABEL: Record<Weekday, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

export const noDays = (): Record<Weekday, boolean> =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, false])) as Record<Weekday, boolean>;

export interface RepeatRuleFieldsProps {
  value: RuleDraft;
  onChange: (next: RuleDraft) => void;
  today: string;
  daysError?: ReactNode;
  dateError?: ReactNode;
}

/** Weekday chips, a 'repeats daily' switch, start date and Ends: Never / On a date. */
export function RepeatRuleFields({ value, onChange, today, daysError, dateError }: RepeatRuleFieldsProps) {
  const selected = WEEKDAYS.filter((day) => value.days[day]);
  const daily = selected.length === WEEKDAYS.length;
  const setStart = (startDate: string | null) => {
    const start = startDate ?? today;
    // Changing the start after the end clears the end.
    const endDate = value.endDate && value.endDate < start ? null : value.endDate;
    onChange({ ...value, startDate: start, endDate });
  };
  return (
    <Stack gap="sm" data-testid="repeat-rule">
      <Switch
        label="Repeats daily"
        checked={daily}
        onChange={(event) =>
          onChange({
            ...value,
            days: Object.fromEntries(WEEKDAYS.map((day) => [day, event.currentTarget.checked])) as RuleDraft['days'],
          })
        }
      />
      <Chip.Group
        multiple
        value={selected}
        onChange={(days) =>
          onChange({
            ...value,
            days: Object.fromEntries(WEEKDAYS.map((day) => [day, days.includes(day)])) as RuleDraft['days'],
          })
        }
      >
        <Group gap={6}>
          {WEEKDAYS.map((day) => (
            <Chip key={day} value={day} size="xs" radius="xl" color="brand">
              {LABEL[day]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {daysError && (
        <Text c="red" fz="sm" role="alert">
          {daysError}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DatePickerInput
          label="Starts"
          value={value.startDate}
          minDate={today}
          onChange={setStart}
          valueFormat="MMMM D, YYYY"
          error={dateError}
        />
        <Stack gap={6}>
          <Radio.Group
            label="Ends"
            value={value.ends}
            onChange={(ends) =>
              onChange({ ...value, ends: ends as RuleDraft['ends'], endDate: ends === 'never' ? null : value.endDate })
            }
          >
            <Group gap="md" mt={6}>
              <Radio value="never" label="Never" />
              <Radio value="on" label="On a date" />
            </Group>
          </Radio.Group>
          {value.ends === 'on' && (
            <DatePickerInput
              aria-label="End date"
              placeholder="Pick the last day"
              value={value.endDate}
              minDate={value.startDate}
              onChange={(endDate) => onChange({ ...value, endDate })}
              valueFormat="MMMM D, YYYY"
              clearable
            />
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
