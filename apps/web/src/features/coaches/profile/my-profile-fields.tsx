import { Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { COACH_LANGUAGES, SOCIAL_NETWORKS } from '@oola/domain';
import type { EditProfileForm } from './edit-profile-form';
import classes from './coach-profile.module.css';
import { ZipFields } from './zip-fields';

/** The digits of a phone number as typed, at most 10 (what the server receives). */
export const phoneDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, 10);

/** 10 digits shown with the spec's mask 999-999-9999, filled as they are typed. */
export function maskPhone(digits: string): string {
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 10)].filter(Boolean).join('-');
}

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
        <TextInput
          label="Phone"
          required
          type="tel"
          inputMode="numeric"
          placeholder="999-999-9999"
          autoComplete="tel-national"
          value={maskPhone(form.values.phoneNumber)}
          onChange={(event) => form.setFieldValue('phoneNumber', phoneDigits(event.currentTarget.value))}
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
        description="Optional: the site where clients book a session with you. Leave it empty to use the portal's own booking."
        placeholder="https://"
        type="url"
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
