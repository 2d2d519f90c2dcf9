import { Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatZoned, useMyTimeZone } from '../../lib/zoned-time';
import { SettingsPanel } from '../../ui/settings-panel';
import { usePushDevices, useRemovePushDevice, type PushDevice } from './api';
import { unsubscribeThisBrowser } from './browser-push';

/** My account: the devices that show this person's notifications, each with "Remove". */
export function PushDevicesSection() {
  const devices = usePushDevices();
  const remove = useRemovePushDevice();
  const timeZone = useMyTimeZone();
  const removeDevice = (device: PushDevice) =>
    remove.mutate(device.id, { onSuccess: () => (device.thisDevice ? void unsubscribeThisBrowser() : undefined) });

  return (
    <SettingsPanel title="DEVICES WITH NOTIFICATIONS">
      <Stack gap="sm">
        {devices.isPending && <Skeleton h={60} radius="md" />}
        {devices.isError && <Alert color="red">{devices.error.message}</Alert>}
        {devices.data?.length === 0 && (
          <Text fz="sm" c="dimmed">
            No device shows your notifications yet. Turn them on in{' '}
            <Anchor component={Link} to="/settings/notifications" fz="sm" underline="always">
              notification settings
            </Anchor>
            .
          </Text>
        )}
        {devices.data && devices.data.length > 0 && (
          <Stack
            component="ul"
            gap="sm"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="Devices with notifications"
          >
            {devices.data.map((device) => (
              <Group component="li" key={device.id} justify="space-between" wrap="nowrap" gap="sm">
                <div>
                  <Group gap="xs">
                    <Text fw={700} fz="sm">
                      {device.device}
                    </Text>
                    {device.thisDevice && (
                      <Badge size="sm" variant="light">
                        This device
                      </Badge>
                    )}
                  </Group>
                  <Text fz="xs" c="dimmed">
                    On since {formatZoned(device.createdAt, timeZone, 'longDate')}
                    {device.lastSentAt && ` · last notified ${formatZoned(device.lastSentAt, timeZone, 'longDate')}`}
                  </Text>
                </div>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  style={{ flexShrink: 0 }}
                  loading={remove.isPending && remove.variables === device.id}
                  onClick={() => removeDevice(device)}
                  aria-label={`Remove ${device.device}`}
                >
                  Remove
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        {remove.isError && (
          <Alert color="red" variant="light" role="alert">
            {remove.error.message}
          </Alert>
        )}
      </Stack>
    </SettingsPanel>
  );
}
