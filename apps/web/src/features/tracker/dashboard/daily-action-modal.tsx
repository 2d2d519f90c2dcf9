import { useEffect } from 'react';
import { Button, Group, Modal, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ACTIONS,
  TRACKER_MESSAGES,
  updateInsertActionRequestSchema,
  weekdayOf,
  type TrackerAction,
  type UpdateInsertActionRequest,
} from '@oola/domain';
import { ApiError } from '../../../lib/api';
import { showErrorDialog } from '../../../lib/shell-events';
import { useSaveDailyAction } from '../api';
import { TITLE } from '../today/notice-modal';
import { noDays, RepeatRuleFields, type RuleDraft } from './repeat-rule-fields';

export interface DailyActionModalProps {
  opened: boolean;
  onClose: () => void;
  /** The day the action is on ('YYYY-MM-DD') and its label (Today, Tomorrow, Friday). */
  day: string;
  dayLabel: string;
  today: string;
  /** The action being edited; null adds a new one. */
  action: TrackerAction | null;
}

function draftOf(action: TrackerAction | null, day: string): RuleDraft {
  const rule = action?.actionRepeating;
  if (!rule) return { startDate: day, endDate: null, ends: 'never', days: { ...noDays(), [weekdayOf(day)]: true } };
  const { startDate, endDate, actionId: _actionId, ...days } = rule;
  return { startDate, endDate, ends: endDate ? 'on' : 'never', days };
}

interface ActionValues {
  text: string;
  repeat: boolean;
  rule: RuleDraft;
}

function requestOf({ text, repeat, rule }: ActionValues, action: TrackerAction | null, day: string) {
  return {
    id: action?.id ?? null,
    text,
    unlockedDate: day,
    actionRepeating: repeat
      ? { startDate: rule.startDate, endDate: rule.ends === 'on' ? rule.endDate : null, ...rule.days }
      : null,
  } satisfies UpdateInsertActionRequest;
}

/** Add or edit one action of a day, with an optional repeat rule. */
export function DailyActionModal({ opened, onClose, day, dayLabel, today, action }: DailyActionModalProps) {
  const form = useForm<ActionValues>({
    initialValues: { text: '', repeat: false, rule: draftOf(null, day) },
    // The schema's messages, placed under the text, the weekdays or the dates; they stay until the next SAVE.
    validate: (values) => {
      const parsed = updateInsertActionRequestSchema.safeParse(requestOf(values, action, day));
      const found: { text?: string; days?: string; date?: string } = {};
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        if (issue.path[0] === 'text') found.text ??= issue.message;
        else if (issue.message === TRACKER_MESSAGES.noWeekday) found.days ??= issue.message;
        else found.date ??= issue.message;
      }
      if (values.repeat && values.rule.startDate < today) found.date ??= TRACKER_MESSAGES.startBeforeToday;
      return found;
    },
    clearInputErrorOnChange: false,
  });
  const save = useSaveDailyAction();
  const { text, repeat, rule } = form.values;
  const { errors, setValues, clearErrors } = form;

  useEffect(() => {
    if (!opened) return;
    setValues({ text: action?.text ?? '', repeat: action?.actionRepeating != null, rule: draftOf(action, day) });
    clearErrors();
  }, [opened, action, day, setValues, clearErrors]);

  const submit = form.onSubmit((values) =>
    save.mutate(requestOf(values, action, day), {
      onSuccess: onClose,
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status !== 409) showErrorDialog(error.message);
      },
    }),
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={action ? 'EDIT ACTION' : 'ADD AN ACTION'}
      centered
      radius="lg"
      size="lg"
      styles={TITLE}
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          For <b>{dayLabel}</b>
        </Text>
        <TextInput
          label="Action"
          placeholder="e.g. Walk for 20 minutes after lunch"
          value={text}
          onChange={(event) => form.setFieldValue('text', event.currentTarget.value)}
          maxLength={ACTIONS.maxTextLength}
          error={errors.text}
          data-autofocus
        />
        <Paper withBorder radius="md" p="md" bg={repeat ? 'gray.0' : undefined}>
          <Switch
            label="Repeat this action"
            description="Show it again on the days you choose"
            checked={repeat}
            onChange={(event) => form.setFieldValue('repeat', event.currentTarget.checked)}
            mb={repeat ? 'md' : 0}
          />
          {repeat && (
            <RepeatRuleFields
              value={rule}
              onChange={(next) => form.setFieldValue('rule', next)}
              today={today}
              daysError={errors.days}
              dateError={errors.date}
            />
          )}
        </Paper>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => submit()} loading={save.isPending}>
            SAVE
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
