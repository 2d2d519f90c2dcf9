import { useState } from 'react';
import { Alert, Badge, Button, Group, PasswordInput, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changeEmailSchema } from '@oola/domain';
import { SettingsPanel } from '../../ui/settings-panel';
import { useAccountOverview, useRequestEmailChange } from './api';
import { schemaErrors } from '../../lib/schema-form';

/** The e-mail address: a new one is confirmed by a link sent to it; the old one is told. */
export function EmailSection() {
  const overview = useAccountOverview();
  const request = useRequestEmailChange();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({ initialValues: { newEmail: '', password: '' }, validate: schemaErrors(changeEmailSchema) });

  const submit = form.onSubmit((values) => {
    setSent(null);
    request.mutate(values, {
      onSuccess: (answer) => {
        setSent(answer.message);
        form.reset();
      },
    });
  });

  return (
    <SettingsPanel title="E-MAIL ADDRESS">
      <Stack gap="sm">
        {overview.isPending && <Skeleton h={24} w="70%" />}
        {overview.data && (
          <Group gap="xs">
            <Text fw={600} style={{ wordBreak: 'break-all' }}>
              {overview.data.email ?? 'No e-mail address yet'}
            </Text>
            {overview.data.email && (
              <Badge color={overview.data.emailVerified ? 'teal' : 'orange'} variant="light">
                {overview.data.emailVerified ? 'Verified' : 'Not verified'}
              </Badge>
            )}
          </Group>
        )}
        {overview.data?.pendingEmail && (
          <Text size="sm" c="dimmed">
            {`Waiting for confirmation: ${overview.data.pendingEmail}. Open the link we sent there to finish.`}
          </Text>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="New e-mail address"
              type="email"
              autoComplete="email"
              {...form.getInputProps('newEmail')}
            />
            <PasswordInput label="Your password" autoComplete="current-password" {...form.getInputProps('password')} />
            {request.isError && (
              <Alert color="red" variant="light" role="alert">
                {request.error.message}
              </Alert>
            )}
            {sent && (
              <Alert color="brand" variant="light" role="status">
                {sent}
              </Alert>
            )}
            <Button type="submit" loading={request.isPending} style={{ alignSelf: 'flex-start' }}>
              SEND CONFIRMATION LINK
            </Button>
          </Stack>
        </form>
      </Stack>
    </SettingsPanel>
  );
}
