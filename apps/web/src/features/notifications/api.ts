import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HUB, NOTIFICATION_RELOAD_DELAY_MS, NOTIFICATIONS_EVENT, type Notification } from '@oola/domain';
import { api } from '../../lib/api';
import { connectHub } from '../../lib/realtime';

const key = (userId: number) => ['notifications', userId] as const;

/** GET Notification/GetNotification: the signed-in user's notifications. */
export const notificationsQuery = (userId: number) =>
  queryOptions({
    queryKey: key(userId),
    queryFn: () => api<Notification[]>('GET', 'Notification/GetNotification'),
  });

/**
 * GET Notification/GetNotification, loaded when the user id is above 0. On the
 * /notificationshub push GetNotifications the list is cleared, then reloaded after 1 second.
 */
export function useNotifications(userId: number) {
  const client = useQueryClient();
  useEffect(() => {
    if (userId <= 0) return;
    const socket = connectHub(HUB.notifications);
    let timer: ReturnType<typeof setTimeout> | undefined;
    socket.on(NOTIFICATIONS_EVENT, () => {
      client.setQueryData(key(userId), []);
      clearTimeout(timer);
      timer = setTimeout(() => void client.invalidateQueries({ queryKey: key(userId) }), NOTIFICATION_RELOAD_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      socket.close();
    };
  }, [client, userId]);
  return useQuery({ ...notificationsQuery(userId), enabled: userId > 0 });
}

/** POST Notification/Read: the entries are read here and in the push that showed them. */
export function useMarkNotificationsRead(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api<void>('POST', 'Notification/Read', { ids }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(userId) }),
  });
}
