import { Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { startSupportChatRequestSchema, type StartSupportChatRequest } from '@oola/domain';
import { useSchemaForm } from '../../../lib/schema-form';

/** First name, email and a first message, checked with the server's own schema before sending. */
export function StartForm({
  onStart,
  starting,
  error,
}: {
  onStart: (request: StartSupportChatRequest) => void;
  starting: boolean;
  error: string | null;
}) {
  const form = useSchemaForm(startSupportChatRequestSchema, {
    initialValues: { firstName: '', email: '', message: '' },
  });
  return (
    <form onSubmit={form.onSubmit((request) => onStart(request))} noValidate>
      <Stack gap="sm" p="md">
        <TextInput
          label="First name"
          autoComplete="given-name"
          required
          autoFocus
          {...form.getInputProps('firstName')}
        />
        <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <Textarea
          label="How can we help?"
          placeholder="Ask us anything about your membership, an order or the program"
          autosize
          minRows={3}
          maxRows={6}
          required
          {...form.getInputProps('message')}
        />
        {error && (
          <Text fz="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Button type="submit" loading={starting} fullWidth mt={4}>
          START CHAT
        </Button>
        <Text fz={11} c="dimmed" ta="center">
          We use your email only to answer this conversation.
        </Text>
      </Stack>
    </form>
  );
}
