import { Badge, Button, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Area } from '@oola/domain';
import { areaColor } from '../../ui/area-color';

export interface RecommendedGoalsModalProps {
  opened: boolean;
  onClose: () => void;
  area: Area;
  recommendations: string[];
  chosen: string[];
  onPick: (text: string) => void;
}

/** The six recommended goals of an area; picking one fills the next empty goal. */
export function RecommendedGoalsModal({
  opened,
  onClose,
  area,
  recommendations,
  chosen,
  onPick,
}: RecommendedGoalsModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      size="lg"
      title={
        <Text fw={800} tt="uppercase" c={areaColor(area.id)}>
          {area.name}: recommended goals
        </Text>
      }
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Tap a goal to add it. You can edit its words afterwards.
        </Text>
        {recommendations.map((text) => {
          const used = chosen.includes(text);
          return (
            <UnstyledButton
              key={text}
              data-testid="recommendation"
              onClick={() => onPick(text)}
              disabled={used}
              p="md"
              style={{
                borderRadius: 12,
                border: `2px solid ${used ? area.color : 'var(--mantine-color-gray-3)'}`,
                background: used ? `${area.color}14` : 'white',
                opacity: used ? 0.8 : 1,
              }}
            >
              <Text fw={600}>{text}</Text>
              {used && (
                <Badge mt={6} size="sm" color={areaColor(area.id)} variant="light">
                  Added
                </Badge>
              )}
            </UnstyledButton>
          );
        })}
        <Button onClick={onClose} mt="xs">
          DONE
        </Button>
      </Stack>
    </Modal>
  );
}
