import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** A device that takes this person's notifications (GET /api/push/subscriptions). */
export interface PushDevice {
  id: number;
  /** "Chrome on Android": how the server names the device. */
  device: string;
  createdAt: string;
  lastSentAt: string | null;
  /** Turned on from the session of this browser. */
  thisDevice: boolean;
}

export const pushKeys = {
  all: ['push'] as const,
  devices: () => ['push', 'devices'] as const,
  key: () => ['push', 'key'] as const,
};

/** GET push/subscriptions: the devices with notifications on. */
export const pushDevicesQuery = () =>
  queryOptions({ queryKey: pushKeys.devices(), queryFn: () => api<PushDevice[]>('GET', 'push/subscriptions') });

export const usePushDevices = (enabled = true) => useQuery({ ...pushDevicesQuery(), enabled });

/** GET push/key: the server's VAPID public key (base64url), which a browser subscribes with. */
export const fetchPushKey = () => api<{ publicKey: string }>('GET', 'push/key').then((answer) => answer.publicKey);

/** DELETE push/subscriptions/{id}: that device gets no more notifications. */
export function useRemovePushDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>('DELETE', `push/subscriptions/${id}`),
    onSuccess: (_answer, id) =>
      client.setQueryData<PushDevice[]>(pushKeys.devices(), (devices) => devices?.filter((device) => device.id !== id)),
  });
}
