import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useSession } from '../../../lib/session';
import { ShareModal } from '../../../ui/share-modal';

/** /LevelComplete?level=n: the member graduated level n; level n+1 training starts on the dashboard. */
export default function LevelCompletePage() {
  const session = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [sharing, setSharing] = useState(false);
  const level = Math.max(1, Number(params.get('level')) || Math.max(1, (session?.level ?? 2) - 1));
  return (
    <Container size="sm" py={{ base: 'lg', sm: 64 }}>
      <Paper radius="lg" shadow="md" p={{ base: 'lg', sm: 48 }} withBorder>
        <Stack align="center" gap="md">
          <ThemeIcon size={80} radius={80} color="area3">
            <Text fz={36} fw={900} c="white">
              {level}
            </Text>
          </ThemeIcon>
          <Title order={1} ta="center">
            LEVEL {level} COMPLETE
          </Title>
          <Text ta="center" size="lg">
            Congratulations{session?.firstName ? `, ${session.firstName}` : ''}! You graduated level {level}.
          </Text>
          <Text ta="center" c="dimmed">
            Your level {level + 1} training starts now on your dashboard.
          </Text>
          <Group justify="center" mt="sm">
            <Button variant="outline" onClick={() => setSharing(true)}>
              SHARE!
            </Button>
            <Button onClick={() => navigate('/dashboard')}>GO TO DASHBOARD</Button>
          </Group>
        </Stack>
      </Paper>
      <ShareModal
        opened={sharing}
        onClose={() => setSharing(false)}
        title={`My Actions ${dayjs().format('MMMM DD, YYYY')} - `}
        message={`I just completed level ${level} of my life-balance journey!`}
      />
    </Container>
  );
}
