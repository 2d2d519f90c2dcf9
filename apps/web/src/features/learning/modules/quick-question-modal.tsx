import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { ELEARNING_MESSAGES, type ModuleQuestion } from '@oola/domain';
import { useSaveModuleAnswers } from '../api';
import { showCallError } from '../../../lib/show-error';

export interface QuickQuestionModalProps {
  moduleId: number;
  questions: ModuleQuestion[];
  opened: boolean;
  onClose: () => void;
}

/** 'Quick Question:': every question of the module answered at once; the module reloads after. */
export function QuickQuestionModal({ moduleId, questions, opened, onClose }: QuickQuestionModalProps) {
  const save = useSaveModuleAnswers();
  const [answers, setAnswers] = useState<Record<number, number | null>>(() =>
    Object.fromEntries(questions.map((question) => [question.id, question.selectedOptionId])),
  );
  const [missing, setMissing] = useState(false);
  const submit = () => {
    const details = questions.flatMap((question) => {
      const optionId = answers[question.id];
      return optionId ? [{ questionId: question.id, optionId }] : [];
    });
    setMissing(details.length < questions.length);
    if (details.length < questions.length) return;
    save.mutate({ moduleId, assesmentDetails: details }, { onError: showCallError });
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      size="lg"
      title={
        <Text component="span" fw={800} fz="lg" c="brand.8">
          Quick Question:
        </Text>
      }
    >
      <Stack gap="lg">
        <Text fz="sm" c="dimmed">
          Answer {questions.length === 1 ? 'this question' : 'these questions'} to complete the module.
        </Text>
        {questions.map((question) => (
          <Radio.Group
            key={question.id}
            label={question.text}
            value={answers[question.id] ? String(answers[question.id]) : null}
            onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: Number(value) }))}
            styles={{ label: { fontWeight: 700, marginBottom: 8 } }}
          >
            <Stack gap={8}>
              {question.options.map((option) => (
                <Radio key={option.id} value={String(option.id)} label={option.text} />
              ))}
            </Stack>
          </Radio.Group>
        ))}
        {missing && (
          <Alert color="red" variant="light" role="alert">
            {ELEARNING_MESSAGES.answerAll}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending}>
            SUBMIT
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
