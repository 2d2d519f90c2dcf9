import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';

export interface EmptyClientsProps {
  past: boolean;
  /** The coach's listing is in the directory (profile and bio saved). */
  listed: boolean;
  onSeeListing: () => void;
  onEditProfile: () => void;
}

/** No clients in this tab: what a new coach can do to be found, or a word on past clients. */
export function EmptyClients({ past, listed, onSeeListing, onEditProfile }: EmptyClientsProps) {
  if (past) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="no-clients">
        Members who move on from your coaching appear here, with the progress they made with you.
      </Text>
    );
  }
  return (
    <Stack align="center" ta="center" gap="xs" py="xl" px="md" data-testid="no-clients">
      <ThemeIcon size={56} radius="xl" variant="light" color="brand" aria-hidden="true">
        <Text fz={28}>☺</Text>
      </ThemeIcon>
      <Title order={3} fz="lg">
        Your first clients are on their way
      </Title>
      <Text c="dimmed" maw={520}>
        Members find you in the coach directory. A complete profile, a clear welcome phrase and open hours in Manage
        Schedule help them choose you.{' '}
        {listed
          ? 'Check how your listing looks, then polish your profile.'
          : 'Save your profile and bio to appear in the directory.'}
      </Text>
      <Group mt="xs" justify="center">
        {listed && (
          <Button variant="light" onClick={onSeeListing}>
            SEE DIRECTORY LISTING
          </Button>
        )}
        <Button onClick={onEditProfile}>EDIT PROFILE</Button>
      </Group>
    </Stack>
  );
}
