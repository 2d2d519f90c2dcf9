import { useEffect, useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
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

/** Add or edit one action of a day, with an optional repeat rule. */
export function DailyActionModal({ opened, onClose, day, dayLabel, today, action }: DailyActionModalProps) {
  const [text, setText] = useState('');
  const [repeat, setRepeat] = useState(false);
  const [rule, setRule] = useState<RuleDraft>(() => draftOf(null, day));
  const [errors, setErrors] = useState<{ text?: string; days?: string; date?: string }>({});
  const save = useSaveDailyAction();

  useEffect(() => {
    if (!opened) return;
    setText(action?.text ?? '');
    setRepeat(action?.actionRepeating != null);
    setRule(draftOf(action, day));
    setErrors({});
  }, [opened, action, day]);

  const submit = () => {
    const body: UpdateInsertActionRequest = {
      id: action?.id ?? null,
      text,
      unlockedDate: day,
      actionRepeating: repeat
        ? { startDate: rule.startDate, endDate: rule.ends === 'on' ? rule.endDate : null, ...rule.days }
        : null,
    };
    const parsed = updateInsertActionRequestSchema.safeParse(body);
    const found: typeof errors = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      if (issue.path[0] === 'text') found.text ??= issue.message;
      else if (issue.message === TRACKER_MESSAGES.noWeekday) found.days ??= issue.message;
      else found.date ??= issue.message;
    }
    if (repeat && rule.startDate < today) found.date ??= TRACKER_MESSAGES.startBeforeToday;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(body, {
      onSuccess: onClose,
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status !== 409) showErrorDialog(error.message);
      },
    });
  };

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
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={ACTIONS.maxTextLength}
          error={errors.text}
          data-autofocus
        />
        <Paper withBorder radius="md" p="md" bg={repeat ? 'gray.0' : undefined}>
          <Switch
            label="Repeat this action"
            description="Show it again on the days you choose"
            checked={repeat}
            onChange={(event) => setRepeat(event.currentTarget.checked)}
            mb={repeat ? 'md' : 0}
          />
          {repeat && (
            <RepeatRuleFields
              value={rule}
              onChange={setRule}
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
          <Button onClick={submit} loading={save.isPending}>
            SAVE
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
