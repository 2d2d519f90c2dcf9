import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Lead } from '@oola/domain';
import { useLeadForm } from '../lead-form';
import { RichText } from '../rich-text';
import classes from '../free-tests.module.css';

export const INCOMPLETE_FORM_MESSAGE = 'Please fill all the fields require';

interface StressInfoFormProps {
  congratsMessage: string;
  ambassadorsName: string | null;
  submitting: boolean;
  onBack: () => void;
  onSubmit: (lead: Lead) => void;
}

/** Index 14: who the report is for. Empty required fields raise the spec's alert. */
export function StressInfoForm({
  congratsMessage,
  ambassadorsName,
  submitting,
  onBack,
  onSubmit,
}: StressInfoFormProps) {
  const form = useLeadForm(ambassadorsName);
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    const { firstName, lastName, emailAddress } = form.values;
    if (!firstName.trim() || !lastName.trim() || !emailAddress.trim()) {
      event.preventDefault();
      window.alert(INCOMPLETE_FORM_MESSAGE);
      return;
    }
    form.onSubmit((lead) => onSubmit(lead))(event);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <RichText html={congratsMessage} className={classes.richText} ta="center" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First Name" withAsterisk autoComplete="given-name" {...form.getInputProps('firstName')} />
          <TextInput label="Last Name" withAsterisk autoComplete="family-name" {...form.getInputProps('lastName')} />
          <TextInput
            label="Email"
            type="email"
            withAsterisk
            autoComplete="email"
            {...form.getInputProps('emailAddress')}
          />
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
            FINISH
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
