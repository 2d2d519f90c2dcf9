import { useState } from 'react';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { changePasswordSchema, PASSWORD_MIN_LENGTH } from '@oola/domain';
import { SettingsPanel } from '../../ui/settings-panel';
import { useChangePassword } from './api';
import { schemaErrors } from '../../lib/schema-form';

const formSchema = changePasswordSchema
  .extend({ confirmation: z.string() })
  .refine((values) => values.confirmation === values.newPassword, {
    path: ['confirmation'],
    message: 'The two new passwords are not the same',
  });

/** Change the password: the current one is asked; every other device is signed out. */
export function PasswordSection() {
  const change = useChangePassword();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmation: '' },
    validate: schemaErrors(formSchema),
  });

  const submit = form.onSubmit(({ currentPassword, newPassword }) => {
    setDone(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (answer) => {
          setDone(answer.message);
          form.reset();
        },
      },
    );
  });

  return (
    <SettingsPanel title="PASSWORD">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {`At least ${PASSWORD_MIN_LENGTH} characters. Changing it signs you out on every other device.`}
          </Text>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput label="New password" autoComplete="new-password" {...form.getInputProps('newPassword')} />
          <PasswordInput
            label="Repeat the new password"
            autoComplete="new-password"
            {...form.getInputProps('confirmation')}
          />
          {change.isError && (
            <Alert color="red" variant="light" role="alert">
              {change.error.message}
            </Alert>
          )}
          {done && (
            <Alert color="brand" variant="light" role="status">
              {done}
            </Alert>
          )}
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            CHANGE PASSWORD
          </Button>
        </Stack>
      </form>
    </SettingsPanel>
  );
}
