import { InputBase, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IMaskInput } from 'react-imask';
import { COACH_LANGUAGES, SOCIAL_NETWORKS } from '@oola/domain';
import type { EditProfileForm } from './edit-profile-form';
import classes from './coach-profile.module.css';
import { ZipFields } from './zip-fields';

/** MY PROFILE: name, location, language, contact details, links and social user names. */
export function MyProfileFields({ form }: { form: EditProfileForm }) {
  const phone = form.getInputProps('phoneNumber');
  return (
    <Stack gap="md">
      <Title order={3} fz="md" className={classes.sectionTitle}>
        MY PROFILE
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="First name" required autoComplete="given-name" {...form.getInputProps('firstName')} />
        <TextInput label="Last name" required autoComplete="family-name" {...form.getInputProps('lastName')} />
      </SimpleGrid>
      <ZipFields form={form} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Primary language"
          required
          data={[...COACH_LANGUAGES]}
          allowDeselect={false}
          searchable
          {...form.getInputProps('primaryLanguage')}
        />
        <TextInput label="Email" required type="email" autoComplete="email" {...form.getInputProps('emailAddress')} />
        <InputBase
          label="Phone"
          required
          component={IMaskInput}
          mask="000-000-0000"
          placeholder="999-999-9999"
          autoComplete="tel-national"
          value={form.values.phoneNumber}
          unmask
          onAccept={(value: string) => form.setFieldValue('phoneNumber', value)}
          error={phone.error}
          onBlur={phone.onBlur}
        />
        <TextInput
          label="Website"
          placeholder="https://"
          type="url"
          autoComplete="url"
          {...form.getInputProps('websiteUrl')}
        />
      </SimpleGrid>
      <TextInput
        label="Scheduling link"
        description="Where clients book a session with you"
        placeholder="https://"
        type="url"
        required
        {...form.getInputProps('calendlyUrl')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {SOCIAL_NETWORKS.map(({ field, label }) => (
          <TextInput key={field} label={`${label} user name`} {...form.getInputProps(field)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
