import { Box, darken, lighten, Text, Title } from '@mantine/core';
import type { Area } from '@oola/domain';
import { textOn } from '../../lib/contrast';

export interface OneGoalStickerProps {
  area: Area;
  brandName: string;
  text: string;
}

/** The One goal as a sticker in the colour of its area. */
export function OneGoalSticker({ area, brandName, text }: OneGoalStickerProps) {
  const ink = textOn(area.color);
  // The gradient moves away from the text colour, so the text keeps 4.5:1 across all of it.
  const end = ink === '#ffffff' ? darken(area.color, 0.15) : lighten(area.color, 0.2);
  return (
    <Box
      data-testid="one-goal-sticker"
      w="100%"
      maw={420}
      p="xl"
      style={{
        borderRadius: 28,
        background: `linear-gradient(150deg, ${area.color} 0%, ${end} 100%)`,
        color: ink,
        boxShadow: `0 18px 40px ${area.color}55`,
        border: '6px solid white',
        outline: `2px dashed ${area.color}`,
        transform: 'rotate(-2deg)',
      }}
    >
      <Text fw={800} size="sm" style={{ letterSpacing: '0.2em' }}>
        MY {brandName.toUpperCase()} ONE
      </Text>
      <Title order={2} c={ink} tt="uppercase" mt={4}>
        {area.name}
      </Title>
      <Text fw={700} size="lg" mt="md" style={{ overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </Box>
  );
}
