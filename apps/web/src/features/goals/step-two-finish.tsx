import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { areaById, type UserGoal } from '@oola/domain';
import { useSettings } from '../../lib/settings';
import { ShareModal } from '../../ui/share-modal';
import { useOneGoalShareContent } from './api';
import { formatGoalDate, today } from './goal-date';
import { OneGoalSticker } from './one-goal-sticker';

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
      {oneGoal && area && <OneGoalSticker area={area} brandName={brandName} text={oneGoal.text} />}
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
