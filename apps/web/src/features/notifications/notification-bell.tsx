import { useEffect, useMemo, useRef, useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Box,
  Divider,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Typography,
} from '@mantine/core';
import { Link } from 'react-router';
import type { Notification } from '@oola/domain';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { formatZoned, useMyTimeZone } from '../../lib/zoned-time';
import { useMarkNotificationsRead, useNotifications } from './api';
import { closeShownNotifications } from './shown-notifications';
import { useOpenedFromPush } from './use-opened-from-push';

function BellIcon() {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden>
      <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15z" strokeLinejoin="round" />
      <path d="M10 20a2 2 0 0 0 4 0" />
    </svg>
  );
}

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const html = useMemo(() => sanitizeHtml(notification.message), [notification.message]);
  const timeZone = useMyTimeZone();
  return (
    <Box py="xs" data-testid="notification">
      {notification.url ? (
        <Anchor component={Link} to={notification.url} onClick={onOpen} fw={800} fz="sm" c="brand.7">
          {notification.title}
        </Anchor>
      ) : (
        <Text fw={800} fz="sm" c="brand.7">
          {notification.title}
        </Text>
      )}
      <Text fz={11} c="dimmed" mb={4}>
        {formatZoned(notification.createdAt, timeZone, 'longDate')}
      </Text>
      <Typography fz="sm" p={0}>
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </Typography>
    </Box>
  );
}

const seenKey = (userId: number) => `oola.notificationsSeenAt.${userId}`;

/**
 * The shell's notification area: a bell counting what arrived since the list was last opened, and the list of
 * titled, rich-text messages; an entry with a page opens it. The bell and the push are one notification: what
 * the open list shows is marked read, which closes its push on this device, and a push's click marks its entry.
 */
export function NotificationBell({ userId }: { userId: number }) {
  const { data = [], isFetching } = useNotifications(userId);
  const markRead = useMarkNotificationsRead(userId);
  const [opened, setOpened] = useState(false);
  const [seenAt, setSeenAt] = useState(() => localStorage.getItem(seenKey(userId)) ?? '');
  const unread = data.filter((notification) => !notification.readAt && notification.createdAt > seenAt).length;
  useOpenedFromPush((id) => markRead.mutate([id]));
  useEffect(() => {
    const read = data.filter((notification) => notification.readAt).map((notification) => notification.id);
    void closeShownNotifications(new Set(read));
  }, [data]);
  // What the open list shows is read, also an entry that arrives while it is open.
  const sentRead = useRef(new Set<number>());
  useEffect(() => {
    if (!opened) return;
    const shownUnread = data
      .filter((notification) => !notification.readAt && !sentRead.current.has(notification.id))
      .map((notification) => notification.id);
    if (shownUnread.length === 0) return;
    shownUnread.forEach((id) => sentRead.current.add(id));
    markRead.mutate(shownUnread);
  }, [opened, data, markRead]);
  const markSeen = () => {
    const latest = data[0]?.createdAt;
    if (!latest || latest <= seenAt) return;
    localStorage.setItem(seenKey(userId), latest);
    setSeenAt(latest);
  };
  return (
    <Popover
      width={340}
      position="bottom-end"
      shadow="lg"
      radius="md"
      withArrow
      opened={opened}
      onChange={setOpened}
      onOpen={markSeen}
    >
      <Indicator label={unread > 99 ? '+99' : unread} size={18} disabled={unread === 0} color="red" offset={12}>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="brand"
            size={40}
            radius="xl"
            aria-label="Notifications"
            onClick={() => setOpened((open) => !open)}
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0}>
        <Text fw={800} fz="sm" px="md" py="sm" style={{ letterSpacing: '0.06em' }}>
          NOTIFICATIONS
        </Text>
        <Divider />
        <ScrollArea.Autosize mah={380} px="md">
          {data.length === 0 ? (
            <Text c="dimmed" fz="sm" py="lg" ta="center">
              {isFetching ? 'Loading…' : 'You have no notifications yet.'}
            </Text>
          ) : (
            <Stack gap={0}>
              {data.map((notification, index) => (
                <Box key={notification.id}>
                  {index > 0 && <Divider />}
                  <NotificationItem notification={notification} onOpen={() => setOpened(false)} />
                </Box>
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
