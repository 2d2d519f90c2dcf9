import { useEffect, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { AREAS, areaDisplayScore, combinedScore } from '@oola/domain';
import { ShareModal } from '../../../ui/share-modal';
import { Wheel } from '../../../ui/wheel';
import { useShareContent } from '../api';
import { fireConfetti } from './fire-confetti';

export interface FinalWheelProps {
  /** areaId → question sum (10-100). */
  sums: Map<number, number>;
  finishLabel: string;
  onFinish: () => void;
  retest: boolean;
}

/** The final screen: the combined score as a wheel, SHARE! and the way on. */
export function FinalWheel({ sums, finishLabel, onFinish, retest }: FinalWheelProps) {
  const [sharing, setSharing] = useState(false);
  const share = useShareContent(1, sharing);
  useEffect(fireConfetti, []);
  const total = combinedScore(sums);
  const slices = AREAS.map((area) => ({ areaId: area.id, score: areaDisplayScore(sums.get(area.id) ?? 0) }));
  const title = share.data?.socialMediaTitle.replace('date', dayjs().format('MMMM DD, YYYY')) ?? '';
  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'md', sm: 'xl' }}>
      <Stack align="center" gap="md">
        <Text tt="uppercase" fw={800} c="dimmed" size="sm" style={{ letterSpacing: '0.12em' }}>
          {retest ? 'Your new snapshot' : 'Where you are now'}
        </Text>
        <Title order={2} ta="center">
          YOUR LIFE SCORE
        </Title>
        <Wheel slices={slices} total={total} size={380} animateFromZero />
        <Text ta="center" c="dimmed" maw={460}>
          {retest
            ? 'Compare it with your first wheel on your dashboard.'
            : 'This is your starting point. Retest at month 6 and month 12 to watch your wheel grow.'}
        </Text>
        <Group justify="center">
          <Button variant="outline" size="md" onClick={() => setSharing(true)}>
            SHARE!
          </Button>
          <Button size="md" onClick={onFinish}>
            {finishLabel}
          </Button>
        </Group>
      </Stack>
      {share.data && (
        <ShareModal
          opened={sharing}
          onClose={() => setSharing(false)}
          title={title}
          message={`${share.data.socialMediaMessage} My life score: ${total}.`}
          imageUrl={share.data.socialMediaImageUrl}
          url={share.data.webAlias ? `${window.location.origin}/${share.data.webAlias}` : undefined}
        />
      )}
    </Paper>
  );
}
