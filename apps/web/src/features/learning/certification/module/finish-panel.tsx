import { useId, type ReactNode } from 'react';
import { Alert, Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { CERTIFICATION_MESSAGES, type CertificationModuleDetail } from '@oola/domain';
import { SectionCard } from '../../../../ui/section-card';
import type { MovingOn } from './use-complete-and-move-on';

export interface FinishPanelProps {
  module: CertificationModuleDetail;
  onOpenQuiz: () => void;
  onComplete: () => void;
  completing: boolean;
  movingOn: MovingOn | null;
}

function ExternalGlyph() {
  return (
    <svg width={14} height={14} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.4} aria-hidden>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" strokeLinecap="round" />
    </svg>
  );
}

function Row({ title, text, children }: { title: string; text: ReactNode; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Stack gap={2} maw={440}>
        <Text fw={700} c="brand.8">
          {title}
        </Text>
        <Text fz="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
      {children}
    </Group>
  );
}

/**
 * The end of a module: its quiz, its link to go further, and COMPLETE MODULE, which waits, with the
 * reason next to it, until the quiz is passed (the server refuses it before).
 */
export function FinishPanel({ module, onOpenQuiz, onComplete, completing, movingOn }: FinishPanelProps) {
  const reasonId = useId();
  const quizFirst = module.quizId !== null && !module.quizPassed && !module.isCompleted;
  const quizRow = module.quizId !== null && (
    <Row
      title="Module quiz"
      text={
        module.quizPassed ? (
          <Badge color="area1" variant="light" radius="sm" component="span">
            Passed
          </Badge>
        ) : (
          'A few questions on what you watched and read.'
        )
      }
    >
      <Button variant={module.quizPassed ? 'default' : 'filled'} onClick={onOpenQuiz}>
        {module.quizPassed ? 'RETAKE THE QUIZ' : 'TAKE THE QUIZ'}
      </Button>
    </Row>
  );
  const link = module.externalLink && (
    <Row title="Go further" text="A trusted resource on this module's subject.">
      <Button
        component="a"
        href={module.externalLink.url}
        target="_blank"
        rel="noopener noreferrer"
        variant="light"
        rightSection={<ExternalGlyph />}
        aria-label={`${module.externalLink.text} (opens in a new tab)`}
      >
        {module.externalLink.text}
      </Button>
    </Row>
  );
  return (
    <SectionCard title="FINISH THE MODULE" accent="var(--mantine-color-area1-6)" testId="module-finish">
      <Stack gap="md">
        {quizRow}
        {link}
        {(quizRow || link) && <Divider color="gray.2" />}
        {movingOn ? (
          <Alert color="area1" variant="light" role="status" title="Module completed">
            {movingOn.nextModuleId
              ? 'Opening the next module…'
              : 'You finished the certification! Back to your dashboard…'}
          </Alert>
        ) : (
          <Group justify="flex-end" gap="sm">
            {quizFirst && (
              <Text id={reasonId} fz="sm" c="dimmed" data-testid="complete-reason">
                {CERTIFICATION_MESSAGES.passQuizToComplete}
              </Text>
            )}
            <Button
              size="md"
              color="area5.7"
              disabled={module.isCompleted || quizFirst}
              aria-describedby={quizFirst ? reasonId : undefined}
              loading={completing}
              onClick={onComplete}
            >
              {module.isCompleted ? 'MODULE COMPLETED' : 'COMPLETE MODULE'}
            </Button>
          </Group>
        )}
      </Stack>
    </SectionCard>
  );
}
