import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MemberCoachProfile } from '@oola/domain';

/** 999-999-9999 for ten digits, else the digits as stored. */
export function formatPhone(digits: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : digits;
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** How to reach the coach: email and phone only reach the coach's own clients (the server decides). */
export function CoachContact({ coach }: { coach: MemberCoachProfile }) {
  const { emailAddress, phoneNumber } = coach;
  if (!emailAddress && !phoneNumber) return null;
  return (
    <Paper withBorder radius="md" p="md" bg="brand.0">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {emailAddress && (
          <Item label="Email">
            <Anchor href={`mailto:${emailAddress.email}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {emailAddress.email}
            </Anchor>
          </Item>
        )}
        {phoneNumber && (
          <Item label="Phone">
            <Anchor href={`tel:${phoneNumber.phone}`} fw={600}>
              {formatPhone(phoneNumber.phone)}
            </Anchor>
          </Item>
        )}
      </SimpleGrid>
    </Paper>
  );
}
