import { useState } from 'react';
import { Alert, Button, PasswordInput, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePhoneSchema, PHONE_HINT } from '@oola/domain';
import { SettingsPanel } from '../../ui/settings-panel';
import { useAccountOverview, useChangePhone } from './api';
import { schemaErrors } from '../../lib/schema-form';

/** The phone number used to sign in (the sign-in's format). */
export function PhoneSection() {
  const overview = useAccountOverview();
  const change = useChangePhone();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm({ initialValues: { phone: '', password: '' }, validate: schemaErrors(changePhoneSchema) });

  const submit = form.onSubmit((values) => {
    setSaved(null);
    change.mutate(values, {
      onSuccess: (answer) => {
        setSaved(answer.message);
        form.reset();
      },
    });
  });

  return (
    <SettingsPanel title="PHONE NUMBER">
      <Stack gap="sm">
        {overview.isPending && <Skeleton h={24} w="50%" />}
        {overview.data && <Text fw={600}>{overview.data.phone ?? 'No phone number yet'}</Text>}
        <Text size="sm" c="dimmed">
          You can sign in with it. If someone else’s account uses the same number, sign in with your Customer Id.
        </Text>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="New phone number"
              placeholder={PHONE_HINT}
              type="tel"
              autoComplete="tel-national"
              {...form.getInputProps('phone')}
            />
            <PasswordInput label="Your password" autoComplete="current-password" {...form.getInputProps('password')} />
            {change.isError && (
              <Alert color="red" variant="light" role="alert">
                {change.error.message}
              </Alert>
            )}
            {saved && (
              <Alert color="brand" variant="light" role="status">
                {saved}
              </Alert>
            )}
            <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
              SAVE PHONE NUMBER
            </Button>
          </Stack>
        </form>
      </Stack>
    </SettingsPanel>
  );
}
