import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AssessmentArea } from '@oola/domain';
import { areaColor } from '../../../ui/area-color';
import { ScoreScale } from './score-scale';

export interface QuestionCardProps {
  area: AssessmentArea;
  questionIndex: number;
  /** 'QUESTION n/70' in the mid-year review; 'QUESTION n/10' otherwise. */
  counter: string;
  score: number;
  validationError: string | null;
  saving: boolean;
  canGoBack: boolean;
  onChoose: (score: number) => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** One statement with its 1-10 scale and previous / next. */
export function QuestionCard(props: QuestionCardProps) {
  const { area, questionIndex, counter, score, validationError, saving } = props;
  const question = area.questions[questionIndex]!;
  return (
    <Paper
      withBorder
      radius="lg"
      shadow="sm"
      p={{ base: 'md', sm: 'xl' }}
      style={{ borderTop: `6px solid ${area.color}` }}
    >
      <Stack gap="lg">
        <Group justify="space-between" wrap="nowrap">
          <Badge color={areaColor(area.areaId)} variant="light" size="lg" radius="sm">
            {area.name}
          </Badge>
          <Text fw={800} c="dimmed" size="sm" data-testid="question-counter">
            {counter}
          </Text>
        </Group>
        <Stack gap={6} mih={120}>
          <Title order={3} c={areaColor(area.areaId)}>
            {question.title}
          </Title>
          <Text fz={{ base: 'lg', sm: 22 }} fw={500} lh={1.4}>
            {question.text}
          </Text>
        </Stack>
        <ScoreScale value={score} color={area.color} onChoose={props.onChoose} />
        {validationError && (
          <Alert color="red" variant="light" role="alert">
            {validationError}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" disabled={!props.canGoBack || saving} onClick={props.onPrevious}>
            PREVIOUS
          </Button>
          <Button variant="light" loading={saving} onClick={props.onNext}>
            NEXT
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
