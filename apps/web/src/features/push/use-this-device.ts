import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { fetchPushKey, pushKeys, usePushDevices, type PushDevice } from './api';
import {
  browserPushState,
  currentSubscription,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
  type BrowserPushState,
} from './browser-push';

/** What the card shows: the browser's limits first, then whether this device takes notifications. */
export type ThisDeviceState = Exclude<BrowserPushState, 'ready'> | 'loading' | 'on' | 'off';

const browserKey = [...pushKeys.all, 'browser'] as const;

/**
 * Notifications on this device: on when this browser holds a subscription the server lists as this session's.
 * turnOn asks for the browser's permission, so it is called from a click only, never on load. Not `wanted`: it
 * asks the server nothing (and stays 'loading').
 */
export function useThisDevicePush(wanted = true) {
  const client = useQueryClient();
  const browser = browserPushState();
  const ready = browser === 'ready' && wanted;
  const devices = usePushDevices(ready);
  const subscription = useQuery({ queryKey: browserKey, queryFn: currentSubscription, enabled: ready });
  const refresh = () => client.invalidateQueries({ queryKey: pushKeys.all });

  const turnOn = useMutation({
    mutationFn: async () => {
      const subscribed = await subscribeThisBrowser(await fetchPushKey());
      if (subscribed) await api<PushDevice>('POST', 'push/subscriptions', subscribed.toJSON());
    },
    onSettled: refresh,
  });
  const turnOff = useMutation({
    mutationFn: async () => {
      const mine = devices.data?.find((device) => device.thisDevice);
      if (mine) await api<void>('DELETE', `push/subscriptions/${mine.id}`);
      await unsubscribeThisBrowser();
    },
    onSettled: refresh,
  });

  let state: ThisDeviceState;
  if (browser !== 'ready') state = browser;
  else if (!wanted || devices.isPending || subscription.isPending) state = 'loading';
  else state = subscription.data && devices.data?.some((device) => device.thisDevice) ? 'on' : 'off';
  return { state, turnOn, turnOff, error: devices.error ?? turnOn.error ?? turnOff.error };
}
