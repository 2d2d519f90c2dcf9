import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
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
  const form = useForm<{ answers: Record<number, number | null> }>({
    initialValues: {
      answers: Object.fromEntries(questions.map((question) => [question.id, question.selectedOptionId])),
    },
    validate: ({ answers }) =>
      questions.every((question) => answers[question.id]) ? {} : { answers: ELEARNING_MESSAGES.answerAll },
    // The message stays until the next SUBMIT.
    clearInputErrorOnChange: false,
  });
  const { answers } = form.values;
  const submit = form.onSubmit(() => {
    const details = questions.map((question) => ({ questionId: question.id, optionId: answers[question.id]! }));
    save.mutate({ moduleId, assesmentDetails: details }, { onError: showCallError });
  });
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
            onChange={(value) => form.setFieldValue(`answers.${question.id}`, Number(value))}
            styles={{ label: { fontWeight: 700, marginBottom: 8 } }}
          >
            <Stack gap={8}>
              {question.options.map((option) => (
                <Radio key={option.id} value={String(option.id)} label={option.text} />
              ))}
            </Stack>
          </Radio.Group>
        ))}
        {form.errors.answers && (
          <Alert color="red" variant="light" role="alert">
            {form.errors.answers}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={() => submit()} loading={save.isPending}>
            SUBMIT
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
