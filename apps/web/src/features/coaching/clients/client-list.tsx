import { Badge, Group, Paper, Skeleton, Tabs, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CoachClient } from '@oola/domain';
import { ClientPanel } from './client-panel';

export interface ClientListProps {
  clients: CoachClient[] | undefined;
  /** The coach's listing is in the directory. */
  listed: boolean;
  /** The right-hand action of the heading (Manage Schedule). */
  action: React.ReactNode;
  onSeeListing: () => void;
  onEditProfile: () => void;
}

function TabLabel({ label, count }: { label: string; count: number | undefined }) {
  return (
    <Group gap={6} wrap="nowrap">
      {label}
      {count !== undefined && (
        <Badge size="sm" variant="light" color="gray" aria-hidden="true">
          {count}
        </Badge>
      )}
    </Group>
  );
}

/** Both tabs fit side by side on a 375 px phone. */
const tabSize = { fz: { base: 'xs', sm: 'sm' }, px: { base: 6, sm: 'md' } } as const;

/** MY ACTIVE CLIENTS and MY PAST CLIENTS: searchable and sortable, a table on wide screens and cards on phones. */
export function ClientList({ clients, listed, action, onSeeListing, onEditProfile }: ClientListProps) {
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false }) ?? true;
  const active = clients?.filter((client) => client.isActiveCustomer);
  const past = clients?.filter((client) => !client.isActiveCustomer);
  const panel = (list: CoachClient[] | undefined, isPast: boolean) =>
    list ? (
      <ClientPanel
        clients={list}
        past={isPast}
        listed={listed}
        wide={wide}
        onSeeListing={onSeeListing}
        onEditProfile={onEditProfile}
      />
    ) : (
      <Skeleton height={160} radius="md" />
    );

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'xl' }}
      shadow="xs"
      component="section"
      aria-labelledby="my-clients"
    >
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} id="my-clients" fz={{ base: 20, sm: 24 }}>
          MY CLIENTS
        </Title>
        {action}
      </Group>
      <Tabs defaultValue="active">
        <Tabs.List grow={!wide}>
          <Tabs.Tab value="active" {...tabSize}>
            <TabLabel label="MY ACTIVE CLIENTS" count={active?.length} />
          </Tabs.Tab>
          <Tabs.Tab value="past" {...tabSize}>
            <TabLabel label="MY PAST CLIENTS" count={past?.length} />
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="active" pt="md">
          {panel(active, false)}
        </Tabs.Panel>
        <Tabs.Panel value="past" pt="md">
          {panel(past, true)}
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
