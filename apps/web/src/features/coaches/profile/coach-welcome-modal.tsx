import { useState } from 'react';
import { Alert, Button, Group, List, Loader, Modal, Stack, Stepper, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { COACH_PROFILE_MESSAGES } from '@oola/domain';
import { useCoachAssessment, useSaveCoachAssessment } from './api';
import { allAnswered, answerDetails, AssessmentQuestions, type AssessmentAnswers } from './assessment-questions';

function WelcomeStep({ firstName }: { firstName: string }) {
  return (
    <Stack gap="sm">
      <Title order={2} fz={{ base: 22, sm: 28 }}>
        Welcome to your coaching portal, {firstName}!
      </Title>
      <Text lh={1.6}>
        Congratulations on your certification. This is where you run your practice: your clients and their progress,
        your coaching rooms, your schedule and the listing that brings new clients to you.
      </Text>
      <Text lh={1.6}>It takes about five minutes to get ready. We will walk you through it.</Text>
    </Stack>
  );
}

function PracticeStep() {
  return (
    <Stack gap="sm">
      <Title order={2} fz={{ base: 22, sm: 28 }}>
        Build a listing clients choose
      </Title>
      <Text lh={1.6}>Members find you in the coach directory. A complete listing gets noticed:</Text>
      <List spacing="xs" lh={1.5}>
        <List.Item>Add a friendly profile picture and a cover photo that feels like you.</List.Item>
        <List.Item>Write a welcome phrase, your offer and a few lines about yourself in Edit profile.</List.Item>
        <List.Item>
          Choose your session rate, then set your weekly hours with Manage Schedule (or add your own scheduling link).
        </List.Item>
        <List.Item>Answer the coaching assessment next, so we can match you with the right members.</List.Item>
      </List>
    </Stack>
  );
}

/**
 * The coach welcome modal (steps 1-3): Next on steps 1 and 2, Previous from step 2, Submit on step 3
 * with the coaching assessment. It opens while displayCoachingModal is true; submitting clears it.
 */
export function CoachWelcomeModal({
  opened,
  firstName,
  onClose,
}: {
  opened: boolean;
  firstName: string;
  onClose: () => void;
}) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const [step, setStep] = useState(0);
  const assessment = useCoachAssessment(opened);
  const form = useForm<{ answers: AssessmentAnswers }>({
    initialValues: { answers: {} },
    validate: ({ answers }) =>
      assessment.data && allAnswered(assessment.data, answers) ? {} : { answers: COACH_PROFILE_MESSAGES.answerAll },
    // The message stays until the next Submit.
    clearInputErrorOnChange: false,
  });
  const save = useSaveCoachAssessment();
  const error = form.errors.answers ?? save.error?.message;

  const submit = form.onSubmit(({ answers }) =>
    save.mutate(answerDetails(answers), {
      onSuccess: (result) => {
        notifications.show({ color: 'green', message: result.message });
        onClose();
      },
    }),
  );

  return (
    <Modal opened={opened} onClose={onClose} size="lg" fullScreen={narrow} radius="lg" title="Welcome, Coach">
      <Stepper active={step} size="sm" allowNextStepsSelect={false} mb="lg">
        <Stepper.Step label="Welcome" />
        <Stepper.Step label="Your listing" />
        <Stepper.Step label="Assessment" />
      </Stepper>
      {step === 0 && <WelcomeStep firstName={firstName} />}
      {step === 1 && <PracticeStep />}
      {step === 2 &&
        (assessment.data ? (
          <Stack gap="md">
            <Title order={2} fz={{ base: 22, sm: 28 }}>
              {assessment.data.title}
            </Title>
            <Text lh={1.6}>{assessment.data.intro}</Text>
            <AssessmentQuestions
              assessment={assessment.data}
              answers={form.values.answers}
              onChange={(answers) => form.setFieldValue('answers', answers)}
            />
          </Stack>
        ) : assessment.isError ? (
          <Alert color="red" variant="light">
            {assessment.error.message}
          </Alert>
        ) : (
          <Loader />
        ))}
      {error && (
        <Alert color="red" variant="light" mt="md" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="space-between" mt="xl">
        {step >= 1 ? (
          <Button variant="default" onClick={() => setStep(step - 1)}>
            Previous
          </Button>
        ) : (
          <span />
        )}
        {step < 2 ? (
          <Button onClick={() => setStep(step + 1)}>Next</Button>
        ) : (
          <Button onClick={() => submit()} loading={save.isPending}>
            Submit
          </Button>
        )}
      </Group>
    </Modal>
  );
}
