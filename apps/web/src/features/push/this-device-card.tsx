import { Alert, Badge, Box, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { SettingsPanel } from '../../ui/settings-panel';
import { DEVICE_STATE_TEXT } from './device-state-text';
import { useThisDevicePush } from './use-this-device';

/** "Turn on notifications on this device" on /settings/notifications: the browser asks only on the click. */
export function ThisDeviceCard() {
  const { state, turnOn, turnOff, error } = useThisDevicePush();
  return (
    // As tall as its text, not as its neighbour in the settings grid.
    <Box style={{ alignSelf: 'start' }}>
      <SettingsPanel title="NOTIFICATIONS ON THIS DEVICE">
        {state === 'loading' ? (
          <Skeleton h={96} radius="md" />
        ) : (
          <Stack gap="md" data-state={state}>
            {state === 'on' && (
              <Badge color="green" variant="light" size="lg" w="fit-content">
                On
              </Badge>
            )}
            <Text fz="sm" role={state === 'blocked' ? 'status' : undefined}>
              {DEVICE_STATE_TEXT[state]}
            </Text>
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error.message}
              </Alert>
            )}
            <Group>
              {state === 'off' && (
                <Button loading={turnOn.isPending} onClick={() => turnOn.mutate()}>
                  Turn on notifications on this device
                </Button>
              )}
              {state === 'on' && (
                <Button variant="light" color="red" loading={turnOff.isPending} onClick={() => turnOff.mutate()}>
                  Turn off on this device
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </SettingsPanel>
    </Box>
  );
}
