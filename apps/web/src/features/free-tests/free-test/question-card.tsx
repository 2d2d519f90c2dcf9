import { Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { FreeTestArea } from '@oola/domain';
import { areaColor } from '../../../ui/area-color';
import { ScorePicker } from '../score-picker';

interface QuestionCardProps {
  area: FreeTestArea;
  questionIndex: number;
  overallIndex: number;
  total: number;
  score: number | undefined;
  locked: boolean;
  onPick: (score: number) => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** One question: the area, how far along, the 1-10 picker, Previous and Next. */
export function QuestionCard(props: QuestionCardProps) {
  const { area, questionIndex, overallIndex, total, score, locked, onPick, onPrevious, onNext } = props;
  const question = area.questions[questionIndex]!;
  const isFirst = overallIndex === 0;
  const isLast = overallIndex === total - 1;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} shadow="md">
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Badge size="lg" radius="sm" color={areaColor(area.id)} variant="filled">
            {area.name}
          </Badge>
          <Text size="sm" c="dimmed" fw={600}>
            Question {overallIndex + 1} of {total}
          </Text>
        </Group>
        <Progress
          value={((overallIndex + (score ? 1 : 0)) / total) * 100}
          color={area.color}
          size="sm"
          aria-label="Test progress"
        />
        <div>
          <Text size="sm" fw={700} tt="uppercase" c={areaColor(area.id)} lts={1}>
            {question.title}
          </Text>
          <Title order={2} fz={{ base: 22, sm: 28 }} fw={700} lh={1.3} mt={6}>
            {question.text}
          </Title>
        </div>
        <ScorePicker
          value={score}
          onPick={onPick}
          color={area.color}
          disabled={locked}
          lowLabel="Not at all"
          highLabel="Completely"
        />
        <Group justify="space-between" mt="sm">
          {isFirst ? (
            <span />
          ) : (
            <Button variant="subtle" color="gray" onClick={onPrevious} disabled={locked}>
              Previous
            </Button>
          )}
          <Button onClick={onNext} disabled={locked || (!score && !isLast)} color={areaColor(area.id)}>
            Next
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
