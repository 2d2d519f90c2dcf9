import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button, Center, Chip, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { USER_TYPE, routeForStep } from '@oola/domain';
import { useCurrentStep } from '../../../lib/current-step';
import { useSession } from '../../../lib/session';
import { useCustomizeQuestions, useSaveCustomizeQuestions } from '../api';
import { CoachSelectionModal } from '../../coaches';

export const CUSTOMIZE_LOAD_ERROR = 'Sorry we had an error';

/** /customizeQuestions: the three customize questions, then GET STARTED → /steps. */
export default function CustomizePage() {
  const session = useSession();
  const step = useCurrentStep();
  const questions = useCustomizeQuestions();
  const save = useSaveCustomizeQuestions();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<Record<number, number>>({});

  useEffect(() => {
    if (questions.isError) window.alert(CUSTOMIZE_LOAD_ERROR);
  }, [questions.isError]);

  const stepId = step.data?.userStepId ?? session?.userStepId ?? 0;
  if (session && stepId !== 0 && session.userTypeId !== USER_TYPE.nonSubscriber) {
    return <Navigate to={routeForStep(stepId)} replace />;
  }

  const list = questions.data ?? [];
  const complete = list.length > 0 && list.every((question) => answers[question.questionId] !== undefined);
  const submit = () => {
    if (!session || !complete) return;
    save.mutate(
      {
        userId: session.userId,
        customizeQuestions: list.map((question) => ({
          questionId: question.questionId,
          optionId: answers[question.questionId]!,
        })),
      },
      // A save error is only logged; the member stays.
      { onSuccess: () => navigate('/steps'), onError: (error) => console.error(error) },
    );
  };

  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }}>
      {session && <CoachSelectionModal />}
      <Stack gap="xl">
        <Stack gap={6} align="center">
          <Text tt="uppercase" fw={800} c="brand.5" size="sm" style={{ letterSpacing: '0.12em' }}>
            Phase 1 · Welcome
          </Text>
          <Title order={1} ta="center">
            Welcome{session?.firstName ? `, ${session.firstName}` : ''}!
          </Title>
          <Text c="dimmed" ta="center" maw={560}>
            Tell us a little about yourself so we can tailor your journey. Three quick questions and you are on your
            way.
          </Text>
        </Stack>
        {questions.isLoading && (
          <Center py="xl">
            <Loader />
          </Center>
        )}
        {list.map((question, index) => (
          <Paper key={question.questionId} withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
            <Stack gap="md">
              <Group gap="sm" wrap="nowrap">
                <Center w={32} h={32} bg="brand.7" c="white" style={{ borderRadius: '50%', flexShrink: 0 }} fw={800}>
                  {index + 1}
                </Center>
                <Title order={3} fz={{ base: 'lg', sm: 'xl' }}>
                  {question.text}
                </Title>
              </Group>
              <Chip.Group
                multiple={false}
                value={answers[question.questionId] ? String(answers[question.questionId]) : null}
                onChange={(value) => setAnswers((current) => ({ ...current, [question.questionId]: Number(value) }))}
              >
                <Group gap="xs" role="radiogroup" aria-label={question.text}>
                  {question.options.map((option) => (
                    <Chip key={option.optionId} value={String(option.optionId)} size="md" radius="xl" color="brand">
                      {option.text}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Stack>
          </Paper>
        ))}
        {list.length > 0 && (
          <Center>
            <Button size="lg" px={48} disabled={!complete} loading={save.isPending} onClick={submit}>
              GET STARTED
            </Button>
          </Center>
        )}
      </Stack>
    </Container>
  );
}
