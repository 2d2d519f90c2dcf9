import { useState } from 'react';
import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { areaById, type UserGoal } from '@oola/domain';
import { useSettings } from '../../lib/settings';
import { ShareModal } from '../../ui/share-modal';
import { useOneGoalShareContent } from './api';
import { formatGoalDate, today } from './goal-date';

export interface StepTwoFinishProps {
  oneGoal: UserGoal | undefined;
  onStartStepThree: () => void;
  onDashboard: () => void;
}

/** Sub-step 7: the One goal sticker, SHARE!, START STEP 3 and Dashboard. */
export function StepTwoFinish({ oneGoal, onStartStepThree, onDashboard }: StepTwoFinishProps) {
  const { brandName } = useSettings();
  const [shareOpen, setShareOpen] = useState(false);
  const share = useOneGoalShareContent(shareOpen);
  const area = oneGoal ? areaById(oneGoal.areaId) : null;
  const shareTitle =
    share.data?.socialMediaTitle.replace('date', formatGoalDate(today())) ?? `My ${brandName} One goal`;
  return (
    <Stack gap="xl" align="center" maw={720} mx="auto" w="100%" py="md" ta="center">
      <Stack gap={4} align="center">
        <Title order={2} tt="uppercase">
          Step 2 complete
        </Title>
        <Text c="dimmed">You know where you want to go. Here is the goal that leads the way.</Text>
      </Stack>
      {oneGoal && area && (
        <Box
          data-testid="one-goal-sticker"
          w="100%"
          maw={420}
          p="xl"
          style={{
            borderRadius: 28,
            background: `linear-gradient(150deg, ${area.color} 0%, ${area.color}cc 100%)`,
            color: 'white',
            boxShadow: `0 18px 40px ${area.color}55`,
            border: '6px solid white',
            outline: `2px dashed ${area.color}`,
            transform: 'rotate(-2deg)',
          }}
        >
          <Text fw={800} size="sm" style={{ letterSpacing: '0.2em' }}>
            MY {brandName.toUpperCase()} ONE
          </Text>
          <Title order={2} c="white" tt="uppercase" mt={4}>
            {area.name}
          </Title>
          <Text fw={700} size="lg" mt="md" style={{ overflowWrap: 'anywhere' }}>
            {oneGoal.text}
          </Text>
        </Box>
      )}
      <Group justify="center" gap="md">
        <Button size="md" variant="outline" onClick={() => setShareOpen(true)}>
          SHARE!
        </Button>
        <Button size="md" onClick={onStartStepThree}>
          START STEP 3
        </Button>
        <Button size="md" variant="subtle" onClick={onDashboard}>
          Dashboard
        </Button>
      </Group>
      <ShareModal
        opened={shareOpen}
        onClose={() => setShareOpen(false)}
        title={shareTitle}
        message={[share.data?.socialMediaMessage, oneGoal && `${area?.name}: ${oneGoal.text}`]
          .filter(Boolean)
          .join(' ')}
        imageUrl={share.data?.socialMediaImageUrl}
      />
    </Stack>
  );
}
