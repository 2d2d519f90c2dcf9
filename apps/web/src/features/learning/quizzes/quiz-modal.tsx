import { Alert, Center, Loader, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuiz } from './api';
import { QuizFlow } from './quiz-flow';
import { QUIZ_TEXT } from './quiz-state';

export interface QuizModalProps {
  /** The certification module whose quiz this is. */
  moduleId: number;
  opened: boolean;
  onClose: () => void;
  /** An attempt passed. */
  onPassed: () => void;
}

/** The quiz of a module, in a modal (full screen on phones); it starts afresh each time it opens. */
export function QuizModal({ moduleId, opened, onClose, onPassed }: QuizModalProps) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  const quiz = useQuiz(moduleId, opened);
  let body;
  if (quiz.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {QUIZ_TEXT.loadFailed}
      </Alert>
    );
  } else if (!quiz.data) {
    body = (
      <Center py={48}>
        <Loader color="area5.6" aria-label="Loading the quiz" />
      </Center>
    );
  } else {
    body = <QuizFlow quiz={quiz.data} onPassed={onPassed} onClose={onClose} />;
  }
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      size="lg"
      fullScreen={phone}
      title={
        <Text component="span" fw={800} fz="lg" c="brand.8">
          {quiz.data?.title ?? 'Quiz'}
        </Text>
      }
    >
      {body}
    </Modal>
  );
}
