import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Lead } from '@oola/domain';
import { useLeadForm } from '../lead-form';

interface ResultsFormProps {
  ambassadorsName: string | null;
  unanswered: number;
  submitting: boolean;
  onSubmit: (lead: Lead) => void;
  onBack: () => void;
  onGoToUnanswered: () => void;
}

/** GET YOUR WHEEL RESULT: the visitor's details, checked before sending. */
export function ResultsForm({
  ambassadorsName,
  unanswered,
  submitting,
  onSubmit,
  onBack,
  onGoToUnanswered,
}: ResultsFormProps) {
  const form = useLeadForm(ambassadorsName);
  const submit = form.onSubmit((lead) => {
    if (unanswered === 0) onSubmit(lead);
  });
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} shadow="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="lg">
        <div>
          <Title order={2} fz={{ base: 24, sm: 30 }}>
            GET YOUR WHEEL RESULT
          </Title>
          <Text c="dimmed" mt={6}>
            You answered all seven areas. Tell us who you are and we will draw your life wheel with a short read-out for
            each area.
          </Text>
        </div>
        {unanswered > 0 && (
          <Alert color="yellow" variant="light" title="A few questions are still open">
            <Group justify="space-between" gap="xs">
              <Text size="sm">
                {unanswered === 1 ? 'One question needs' : `${unanswered} questions need`} a score before we can draw
                your wheel.
              </Text>
              <Button size="xs" variant="white" onClick={onGoToUnanswered}>
                Answer now
              </Button>
            </Group>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First Name" required autoComplete="given-name" {...form.getInputProps('firstName')} />
          <TextInput label="Last Name" required autoComplete="family-name" {...form.getInputProps('lastName')} />
          <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('emailAddress')} />
          <TextInput
            label="Phone"
            description="Optional, digits only"
            inputMode="numeric"
            autoComplete="tel"
            {...form.getInputProps('phoneNumber')}
          />
        </SimpleGrid>
        <Group justify="space-between">
          <Button variant="subtle" color="gray" onClick={onBack}>
            Previous
          </Button>
          <Button type="submit" size="md" loading={submitting}>
            GET YOUR WHEEL RESULT
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
