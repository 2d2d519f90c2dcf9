import { useEffect, useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { ACTIONS, TRACKER_MESSAGES, type ActionListResponse } from '@oola/domain';
import { useUserProgress } from '../../../lib/user-progress';
import { PendingChangesList } from '../../offline';
import { useDeleteAction, useSaveTrackerRows } from '../api';
import { NoticeModal, type Notice } from '../today/notice-modal';
import { Tracker } from '../today/tracker';
import { useTracker } from '../today/use-tracker';
import { newRow, rowsToSave, toRows, type EditorRow } from './tracker-rows';
import { CheckIcon, CloseIcon } from './icons';

/** TRACKER: today's ring and the editable list of today's action steps. */
export function TrackerTab({ data }: { data: ActionListResponse }) {
  const [rows, setRows] = useState<EditorRow[]>(() => toRows(data.actions));
  const [notice, setNotice] = useState<Notice | null>(null);
  const progress = useUserProgress();
  const tracker = useTracker(data, {
    confirm: (progress.data?.stepsTaken ?? 0) < ACTIONS.confirmUntilStepsTaken,
  });
  const remove = useDeleteAction();
  const save = useSaveTrackerRows();

  useEffect(() => setRows(toRows(data.actions)), [data.actions]);

  const { isDone, blocked } = tracker;
  const editing = remove.isPending || save.isPending;
  const busy = tracker.busy || editing;

  const setText = (key: string, text: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, text } : row)));
  const drop = (row: EditorRow) => {
    if (row.id === undefined) {
      setRows((current) => {
        const left = current.filter((other) => other.key !== row.key);
        return left.length < ACTIONS.minEditorRows ? [...left, newRow()] : left;
      });
    } else {
      remove.mutate(row.id);
    }
  };
  const add = () => {
    if (rows.length >= ACTIONS.max)
      setNotice({ title: TRACKER_MESSAGES.limitTitle, message: TRACKER_MESSAGES.limitHint });
    else setRows((current) => [...current, newRow()]);
  };
  const submit = () => {
    const toSave = rowsToSave(rows);
    if (toSave.length === 0) {
      setNotice({ title: TRACKER_MESSAGES.noActionTitle, message: TRACKER_MESSAGES.noActionText });
      return;
    }
    save.mutate(toSave);
  };

  return (
    <Stack gap="md">
      <Tracker tracker={tracker} disabled={editing} />

      <Stack gap={8} data-testid="tracker-rows">
        {rows.map((row, index) => (
          <Group
            key={row.key}
            gap="xs"
            wrap="nowrap"
            data-testid="tracker-row"
            data-completed={isDone(row)}
            data-waiting={!row.completed && isDone(row)}
          >
            {row.completed ? (
              <ActionIcon
                radius="xl"
                size={30}
                color="area1"
                variant="filled"
                component="span"
                role="img"
                aria-label="Completed"
              >
                <CheckIcon />
              </ActionIcon>
            ) : isDone(row) ? (
              <Tooltip label="Saved on this device: sent when you are back online" withArrow>
                <ActionIcon
                  radius="xl"
                  size={30}
                  color="area1"
                  variant="light"
                  component="span"
                  role="img"
                  aria-label="Completed, waiting to sync"
                  style={{ border: '2px dashed currentColor' }}
                >
                  <CheckIcon />
                </ActionIcon>
              </Tooltip>
            ) : (
              <ActionIcon
                radius="xl"
                size={30}
                variant="outline"
                color="area1"
                aria-label={`Complete ${row.text || 'step'}`}
                disabled={row.id === undefined || blocked || busy}
                style={{ visibility: row.id === undefined || blocked ? 'hidden' : undefined }}
                onClick={() => tracker.take({ kind: 'complete', id: row.id!, text: row.text })}
              >
                <CheckIcon />
              </ActionIcon>
            )}
            <TextInput
              flex={1}
              radius="md"
              value={row.completed && row.text === '' ? 'Step taken' : row.text}
              readOnly={isDone(row)}
              onChange={(event) => setText(row.key, event.currentTarget.value)}
              placeholder={`Action step ${index + 1}`}
              aria-label={`Action step ${index + 1}`}
              maxLength={ACTIONS.maxTextLength}
              rightSection={
                row.repeating ? (
                  <Text fz={10} c="dimmed">
                    ↻
                  </Text>
                ) : null
              }
              styles={{
                input: isDone(row)
                  ? {
                      textDecoration: 'line-through',
                      color: 'var(--mantine-color-dimmed)',
                      background: 'var(--mantine-color-gray-0)',
                    }
                  : undefined,
              }}
            />
            {!isDone(row) && (
              <ActionIcon
                radius="xl"
                size={30}
                variant="subtle"
                color="gray"
                aria-label={`Delete ${row.text || 'step'}`}
                disabled={busy}
                onClick={() => drop(row)}
              >
                <CloseIcon />
              </ActionIcon>
            )}
          </Group>
        ))}
      </Stack>

      <PendingChangesList kinds={['empty-step']} />

      <Group justify="space-between">
        {rows.length < ACTIONS.addHiddenAtRows ? (
          <Button variant="subtle" onClick={add} px="xs">
            + ADD ACTION
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={submit} loading={save.isPending} radius="xl" px="xl">
          SAVE
        </Button>
      </Group>

      <NoticeModal notice={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
