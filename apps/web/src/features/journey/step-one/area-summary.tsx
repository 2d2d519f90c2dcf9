import { useEffect } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Cell, Pie, PieChart, ResponsiveContainer } from 'recharts';
import { areaDisplayScore, type AssessmentArea } from '@oola/domain';
import { areaColor } from '../../../ui/area-color';
import { fireConfetti } from './fire-confetti';

export interface AreaSummaryProps {
  area: AssessmentArea;
  sum: number;
  isLast: boolean;
  onContinue: () => void;
}

function encouragement(score: number): string {
  if (score >= 8) return 'This area is a real strength. Keep doing what works!';
  if (score >= 5) return 'A solid base, with room to grow. Your goals will take it further.';
  return 'This is where small daily actions can make the biggest difference.';
}

/** Area complete: the area score as a pie chart, with confetti. */
export function AreaSummary({ area, sum, isLast, onContinue }: AreaSummaryProps) {
  useEffect(fireConfetti, [area.areaId]);
  const score = areaDisplayScore(sum);
  const data = [
    { name: 'score', value: sum },
    { name: 'rest', value: Math.max(0, 100 - sum) },
  ];
  return (
    <Paper
      withBorder
      radius="lg"
      shadow="sm"
      p={{ base: 'md', sm: 'xl' }}
      style={{ borderTop: `6px solid ${area.color}` }}
    >
      <Stack align="center" gap="md">
        <Text tt="uppercase" fw={800} c="dimmed" size="sm" style={{ letterSpacing: '0.12em' }}>
          Area complete
        </Text>
        <Title order={2} c={areaColor(area.areaId)} tt="uppercase">
          {area.name}
        </Title>
        <div
          style={{ width: 220, height: 220, position: 'relative' }}
          role="img"
          aria-label={`${area.name} score ${score} out of 10`}
        >
          <ResponsiveContainer width="100%" height="100%">
            <PieChart>
              <Pie
                data={data}
                dataKey="value"
                innerRadius={70}
                outerRadius={100}
                startAngle={90}
                endAngle={-270}
                stroke="none"
                isAnimationActive
              >
                <Cell fill={area.color} />
                <Cell fill="#e9ecef" />
              </Pie>
            </PieChart>
          </ResponsiveContainer>
          <Stack gap={0} align="center" justify="center" style={{ position: 'absolute', inset: 0 }}>
            <Text fz={44} fw={900} lh={1} c={areaColor(area.areaId)}>
              {score.toFixed(1)}
            </Text>
            <Text size="xs" c="dimmed" fw={700}>
              OUT OF 10
            </Text>
          </Stack>
        </div>
        <Text ta="center" maw={420}>
          {encouragement(score)}
        </Text>
        <Button size="md" onClick={onContinue} color={areaColor(area.areaId)}>
          {isLast ? 'SEE MY LIFE WHEEL' : 'NEXT AREA'}
        </Button>
      </Stack>
    </Paper>
  );
}
