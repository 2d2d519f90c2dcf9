import { Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { GOALS, normalizeText } from '@oola/domain';
import dayjs from 'dayjs';
import { GOAL_DATE_DISPLAY, GOAL_DATE_PLACEHOLDER, parseTypedDate, today } from './goal-date';

export interface GoalDraft {
  goalId: number | null;
  text: string;
  date: string | null;
}

export interface GoalFieldsProps {
  label: string;
  /** A theme colour (areaColor). */
  color: string;
  value: GoalDraft;
  onChange: (value: GoalDraft) => void;
}

/** One goal: its text (normalised, at most 300) and its date, which waits for the text. */
export function GoalFields({ label, color, value, onChange }: GoalFieldsProps) {
  const hasText = value.text.trim().length > 0;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      shadow="xs"
      style={{ borderLeft: `6px solid var(--mantine-color-${color}-filled)` }}
      data-testid="goal-fields"
    >
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={800} size="sm" c={color} tt="uppercase" style={{ letterSpacing: '0.08em' }}>
            {label}
          </Text>
          <Text size="xs" c="dimmed">
            {value.text.length}/{GOALS.maxTextLength}
          </Text>
        </Group>
        <Textarea
          aria-label={`${label} text`}
          placeholder="Write your goal"
          autosize
          minRows={2}
          maxRows={5}
          maxLength={GOALS.maxTextLength}
          value={value.text}
          onChange={(event) => onChange({ ...value, text: normalizeText(event.currentTarget.value) })}
        />
        <DateInput
          aria-label={`${label} date`}
          placeholder={GOAL_DATE_PLACEHOLDER}
          valueFormat={GOAL_DATE_DISPLAY}
          dateParser={(input) => {
            const parsed = parseTypedDate(input);
            return parsed ? dayjs(parsed).format('YYYY-MM-DD') : null;
          }}
          minDate={today()}
          disabled={!hasText}
          value={value.date}
          onChange={(date) => onChange({ ...value, date: date ? dayjs(date).format('YYYY-MM-DD') : null })}
          clearable
          popoverProps={{ withinPortal: true }}
        />
      </Stack>
    </Paper>
  );
}
