import { useState } from 'react';
import { Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { timeZoneLabel } from '@oola/domain';
import { TimeZoneModal } from '../timezone';
import { SettingsPanel } from '../../ui/settings-panel';
import { useAccountOverview } from './api';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/** Who the account is: names, customer id (they come with the membership) and the chosen time zone. */
export function ProfileSection() {
  const overview = useAccountOverview();
  const [changingZone, setChangingZone] = useState(false);
  return (
    <SettingsPanel title="PROFILE">
      {overview.isPending && <Skeleton h={96} radius="md" />}
      {overview.data && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <Fact label="First name" value={overview.data.firstName} />
            <Fact label="Last name" value={overview.data.lastName} />
            <Fact label="Customer Id" value={String(overview.data.userId)} />
          </SimpleGrid>
          <Group justify="space-between" align="flex-end">
            <Fact
              label="Time zone"
              value={overview.data.timeZone ? timeZoneLabel(overview.data.timeZone, new Date()) : 'Not chosen yet'}
            />
            <Button variant="light" onClick={() => setChangingZone(true)}>
              CHANGE TIME ZONE
            </Button>
          </Group>
        </Stack>
      )}
      {changingZone && overview.data && (
        <TimeZoneModal
          opened
          mode="update"
          currentZone={overview.data.timeZone}
          onClose={() => setChangingZone(false)}
        />
      )}
    </SettingsPanel>
  );
}
