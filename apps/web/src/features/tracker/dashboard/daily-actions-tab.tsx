import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Chip,
  Group,
  Menu,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { ACTIONS, addDays, TRACKER_MESSAGES, type TrackerAction } from '@oola/domain';
import { useCancelRepeat, useDayActions, useDeleteAction } from '../api';
import { DailyActionModal } from './daily-action-modal';
import { dayLabel } from './day-labels';
import { CheckIcon, RepeatIcon } from './icons';
import { ConfirmModal, NoticeModal, type Notice } from '../today/notice-modal';
import { EmptyState } from '../../../ui/section-card';

type Confirm = { kind: 'delete' | 'cancelRepeat'; action: TrackerAction } | null;
const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const OFFSETS = Array.from({ length: ACTIONS.dayWindow.max + 1 }, (_, offset) => offset);

function ActionRow({
  action,
  onEdit,
  onAsk,
}: {
  action: TrackerAction;
  onEdit: () => void;
  onAsk: (kind: 'delete' | 'cancelRepeat') => void;
}) {
  return (
    <Paper withBorder radius="md" px="md" py="sm" data-testid="daily-action">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Box
            w={10}
            h={10}
            style={{ borderRadius: '50%', flex: 'none' }}
            bg={action.completed ? 'area1.6' : 'brand.3'}
          />
          <Box style={{ minWidth: 0 }}>
            <Text
              fw={600}
              td={action.completed ? 'line-through' : undefined}
              c={action.completed ? 'dimmed' : undefined}
              style={{ overflowWrap: 'anywhere' }}
            >
              {action.text || 'Step taken'}
            </Text>
            {action.extraText && (
              <Badge variant="light" color="brand" size="sm" radius="sm" mt={4} leftSection={<RepeatIcon />} tt="none">
                {action.extraText}
              </Badge>
            )}
          </Box>
        </Group>
        {action.completed ? (
          <ActionIcon component="span" radius="xl" color="area1" role="img" aria-label="Completed">
            <CheckIcon />
          </ActionIcon>
        ) : (
          <Menu position="bottom-end" withinPortal shadow="md">
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Options for ${action.text}`} size="lg">
                <Text fw={900} lh={1}>
                  ⋯
                </Text>
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={onEdit}>Edit</Menu.Item>
              {action.actionRepeating && (
                <Menu.Item onClick={() => onAsk('cancelRepeat')}>Cancel repeat actions</Menu.Item>
              )}
              {action.canBeRemoved && (
                <Menu.Item color="red" onClick={() => onAsk('delete')}>
                  Delete
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Paper>
  );
}

/** DAILY ACTIONS: a day selector (Today ... +6) and that day's actions, each with an optional repeat rule. */
export function DailyActionsTab({ today }: { today: string }) {
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<TrackerAction | null | undefined>(undefined);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { data } = useDayActions(offset);
  const remove = useDeleteAction();
  const cancelRepeat = useCancelRepeat();
  const day = addDays(today, offset);

  const add = () => {
    if ((data?.actions.length ?? 0) >= ACTIONS.max) {
      setNotice({ title: TRACKER_MESSAGES.limitTitle, message: TRACKER_MESSAGES.limitHint });
    } else {
      setEditing(null);
    }
  };
  const confirmNow = () => {
    if (!confirm) return;
    const mutation = confirm.kind === 'delete' ? remove : cancelRepeat;
    mutation.mutate(confirm.action.id, { onSettled: () => setConfirm(null) });
  };

  return (
    <Stack gap="md">
      <ScrollArea type="never" offsetScrollbars={false}>
        <Chip.Group value={String(offset)} onChange={(value) => setOffset(Number(value))}>
          <Group gap={6} wrap="nowrap" data-testid="day-selector">
            {OFFSETS.map((value) => (
              <Chip key={value} value={String(value)} radius="xl" size="sm" variant="filled" color="brand">
                {dayLabel(today, value)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ScrollArea>

      <Stack gap={8} mih={150}>
        {!data ? (
          [0, 1, 2].map((row) => <Skeleton key={row} height={48} radius="md" />)
        ) : data.actions.length === 0 ? (
          <EmptyState
            title={`Nothing planned for ${dayLabel(today, offset).toLowerCase() === 'today' ? 'today' : dayLabel(today, offset)}`}
          >
            Add an action, or make one repeat on the days that suit you.
          </EmptyState>
        ) : (
          data.actions.map((action) => (
            <ActionRow
              key={action.id}
              action={action}
              onEdit={() => setEditing(action)}
              onAsk={(kind) => setConfirm({ kind, action })}
            />
          ))
        )}
      </Stack>

      <Group justify="space-between">
        <Text fz="xs" c="dimmed">
          {data ? `${data.actions.length} of ${ACTIONS.max} action steps` : ' '}
        </Text>
        <Button onClick={add} radius="xl" variant="light">
          + ADD ACTION
        </Button>
      </Group>

      <DailyActionModal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        day={day}
        dayLabel={`${dayLabel(today, offset)}, ${LONG_DATE.format(new Date(`${day}T00:00:00Z`))}`}
        today={today}
        action={editing ?? null}
      />
      <NoticeModal notice={notice} onClose={() => setNotice(null)} />
      <ConfirmModal
        opened={confirm !== null}
        title={confirm?.kind === 'delete' ? 'DELETE ACTION' : 'CANCEL REPEAT ACTIONS'}
        confirmLabel={confirm?.kind === 'delete' ? 'DELETE' : 'STOP REPEATING'}
        color={confirm?.kind === 'delete' ? 'red' : undefined}
        loading={remove.isPending || cancelRepeat.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={confirmNow}
      >
        {confirm?.kind === 'delete'
          ? `Delete “${confirm.action.text}”?`
          : `Stop repeating “${confirm?.action.text ?? ''}”? Its open steps from this day on are removed; steps you completed stay.`}
      </ConfirmModal>
    </Stack>
  );
}
