import { Container, Paper, Stack, Text, Title } from '@mantine/core';

/** Stand-in for a page a later issue builds; names the page so a visitor knows where they are. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Container size="sm" py={64}>
      <Paper radius="lg" p="xl" withBorder shadow="sm">
        <Stack align="center" gap="xs">
          <Title order={2} ta="center">
            {title}
          </Title>
          <Text c="dimmed" ta="center">
            This part of the portal is coming soon.
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
