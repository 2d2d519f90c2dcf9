import { useState } from 'react';
import { Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { startSupportChatRequestSchema, type StartSupportChatRequest } from '@oola/domain';

type Values = { firstName: string; email: string; message: string };
type Errors = Partial<Record<keyof Values, string>>;

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
  const [values, setValues] = useState<Values>({ firstName: '', email: '', message: '' });
  const [errors, setErrors] = useState<Errors>({});
  const field = (name: keyof Values) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = startSupportChatRequestSchema.safeParse(values);
    if (parsed.success) return onStart(parsed.data);
    const next: Errors = {};
    for (const issue of parsed.error.issues) next[issue.path[0] as keyof Values] ??= issue.message;
    setErrors(next);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" p="md">
        <TextInput label="First name" autoComplete="given-name" required autoFocus {...field('firstName')} />
        <TextInput label="Email" type="email" autoComplete="email" required {...field('email')} />
        <Textarea
          label="How can we help?"
          placeholder="Ask us anything about your membership, an order or the program"
          autosize
          minRows={3}
          maxRows={6}
          required
          {...field('message')}
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
