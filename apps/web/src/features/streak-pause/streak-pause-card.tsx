import { Alert, Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { STREAK_PAUSE } from '@oola/domain';
import { SettingsPanel } from '../../ui/settings-panel';
import { useChangeStreakPause, useStreakPause } from './api';

const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** Start a pause of 1-14 days from today, or end the running one early. */
export function StreakPauseCard() {
  const state = useStreakPause();
  const change = useChangeStreakPause();
  const form = useForm({ initialValues: { days: '7' } });
  const { days } = form.values;
  const left = state.data?.daysLeft ?? 0;
  const choices = Array.from({ length: Math.min(STREAK_PAUSE.maxDays, left) }, (_, index) => ({
    value: String(index + 1),
    label: dayCount(index + 1),
  }));
  const chosen = choices.some((choice) => choice.value === days) ? days : (choices.at(-1)?.value ?? null);

  return (
    <SettingsPanel title="STREAK PAUSE">
      {state.isPending && <Skeleton h={180} radius="md" />}
      {state.isError && <Alert color="red">{state.error.message}</Alert>}
      {state.data && (
        <Stack gap="md">
          <Text>
            Away for a few days? Paused days neither break nor extend your streak, and no daily reminder is sent.
          </Text>
          {state.data.pause ? (
            <Alert color="brand" variant="light" title={`Paused until ${state.data.pause.pausedUntil}`}>
              <Stack gap="sm" align="flex-start">
                <Text fz="sm">Back sooner? End the pause and today counts again.</Text>
                <Button variant="outline" loading={change.isPending} onClick={() => change.mutate(null)}>
                  END PAUSE
                </Button>
              </Stack>
            </Alert>
          ) : (
            <Group align="flex-end" gap="sm">
              <Select
                label="Pause from today for"
                data={choices}
                value={chosen}
                onChange={(value) => value && form.setFieldValue('days', value)}
                allowDeselect={false}
                disabled={choices.length === 0}
                w={200}
              />
              <Button
                disabled={chosen === null}
                loading={change.isPending}
                onClick={() => chosen && change.mutate(Number(chosen))}
              >
                PAUSE MY STREAK
              </Button>
            </Group>
          )}
          <Text fz="sm" c="dimmed" data-testid="pause-days-left">
            {dayCount(state.data.daysLeft)} of {STREAK_PAUSE.maxDaysPerYear} left in any 365 days.
          </Text>
        </Stack>
      )}
    </SettingsPanel>
  );
}
