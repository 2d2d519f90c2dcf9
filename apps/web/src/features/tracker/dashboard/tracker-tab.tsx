import { useEffect, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Stack,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { ACTIONS, TRACKER_MESSAGES, type ActionListResponse } from '@oola/domain';
import { useUserProgress } from '../../lib/user-progress';
import { PendingChangesList, usePendingChanges, type ChangeKind } from '../offline';
import { useCompleteStep, useDeleteAction, useInsertEmptyCompleted, useSaveTrackerRows } from './api';
import { ConfirmModal, NoticeModal, type Notice } from './notice-modal';
import { StepsRing } from './steps-ring';
import { newRow, rowsToSave, toRows, type EditorRow } from './tracker-rows';
import { CheckIcon, CloseIcon } from './icons';

type Pending = { kind: 'complete'; row: EditorRow } | { kind: 'empty' } | null;

const STEP_CHANGES: readonly ChangeKind[] = ['complete-action', 'empty-step'];

/** TRACKER: today's ring and the editable list of today's action steps. */
export function TrackerTab({ data }: { data: ActionListResponse }) {
  const [rows, setRows] = useState<EditorRow[]>(() => toRows(data.actions));
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const progress = useUserProgress();
  const complete = useCompleteStep();
  const empty = useInsertEmptyCompleted();
  const remove = useDeleteAction();
  const save = useSaveTrackerRows();

  useEffect(() => setRows(toRows(data.actions)), [data.actions]);

  // Steps taken offline count on the ring at once, marked as waiting until the server has them.
  const waiting = usePendingChanges(STEP_CHANGES).filter((change) => change.day === data.day);
  const waitingIds = new Set(waiting.map((change) => change.targetId));
  const isDone = (row: EditorRow) => row.completed || (row.id !== undefined && waitingIds.has(row.id));
  const done = data.todayActionsCount + waiting.length;
  const blocked = done > ACTIONS.dailyStepsBlockAbove;
  const busy = complete.isPending || empty.isPending || remove.isPending || save.isPending;
  const firstOpen = rows.find((row) => row.id !== undefined && !isDone(row));
  const needsConfirm = (progress.data?.stepsTaken ?? 0) < ACTIONS.confirmUntilStepsTaken;

  const run = (next: Exclude<Pending, null>) => {
    const settled = { onSettled: () => setPending(null) };
    if (next.kind === 'complete') complete.mutate({ id: next.row.id!, text: next.row.text, day: data.day }, settled);
    else empty.mutate(data.day, settled);
  };
  const ask = (next: Exclude<Pending, null>) => {
    if (busy) return;
    if (needsConfirm) setPending(next);
    else run(next);
  };
  const pushRing = () => ask(firstOpen ? { kind: 'complete', row: firstOpen } : { kind: 'empty' });

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
      <Group align="center" gap="lg" wrap="wrap" justify="center">
        <Tooltip label={blocked ? TRACKER_MESSAGES.dailyStepsFull : 'Tap to take your next step'} withArrow>
          <UnstyledButton
            onClick={pushRing}
            disabled={blocked || busy}
            data-testid="tracker-ring"
            data-done={done}
            style={{ borderRadius: '50%', position: 'relative', display: 'block' }}
          >
            <VisuallyHidden>Tracker:</VisuallyHidden>
            <StepsRing filled={Math.min(done, ACTIONS.ringSegments)} />
            <Center pos="absolute" inset={0}>
              <Box ta="center">
                <Text fz={40} fw={900} lh={1} c="brand.7">
                  {done}
                </Text>
                <Text fz={10} fw={800} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.12em' }}>
                  {done === 1 ? 'step today' : 'steps today'}
                </Text>
              </Box>
            </Center>
          </UnstyledButton>
        </Tooltip>
        <Box maw={220}>
          <Text fw={800} c="brand.8">
            {done >= ACTIONS.trackerClicksForStreak ? 'Streak day secured!' : 'Three steps a day'}
          </Text>
          <Text fz="sm" c="dimmed">
            {done >= ACTIONS.trackerClicksForStreak
              ? 'Every extra step still counts towards your total.'
              : `Take ${ACTIONS.trackerClicksForStreak - Math.min(done, 3)} more to keep your streak alive.`}
          </Text>
          {waiting.length > 0 && (
            <Badge mt={6} variant="light" color="brand" data-testid="steps-waiting">
              {waiting.length} waiting to sync
            </Badge>
          )}
        </Box>
      </Group>

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
                onClick={() => ask({ kind: 'complete', row })}
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
      <ConfirmModal
        opened={pending !== null}
        title={TRACKER_MESSAGES.confirmTitle}
        confirmLabel="YES, I DID IT"
        loading={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && run(pending)}
      >
        {pending?.kind === 'complete'
          ? `Mark “${pending.row.text}” as done? A completed step cannot be undone.`
          : 'Record a step taken today? A completed step cannot be undone.'}
      </ConfirmModal>
    </Stack>
  );
}
