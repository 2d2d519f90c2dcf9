import { Group, Radio, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { COACH_BIO_LIMITS, COACH_TESTIMONIAL_LIMITS, type CoachOwnProfile } from '@oola/domain';
import type { EditProfileForm } from './edit-profile-form';
import classes from './coach-profile.module.css';

type BioField = keyof typeof COACH_BIO_LIMITS;

function Counter({ length, max, id }: { length: number; max: number; id: string }) {
  return (
    <Text id={id} className={`${classes.counter} ${length > max ? classes.counterOver : ''}`} aria-live="polite">
      {length}/{max}
    </Text>
  );
}

/** A bio text with its character counter (150, 300, 750). */
function BioText({
  form,
  field,
  label,
  rows,
}: {
  form: EditProfileForm;
  field: BioField;
  label: string;
  rows: number;
}) {
  const max = COACH_BIO_LIMITS[field];
  const counterId = `coach-bio-${field}-count`;
  return (
    <div>
      <Textarea
        label={label}
        required
        autosize
        minRows={rows}
        aria-describedby={counterId}
        {...form.getInputProps(field)}
      />
      <Counter id={counterId} length={form.values[field].length} max={max} />
    </div>
  );
}

/** MY BIO: welcome phrase, offer, about me, the session rate and an optional testimonial. */
export function MyBioFields({ form, profile }: { form: EditProfileForm; profile: CoachOwnProfile }) {
  const permission = form.values.testimonial.clientPermission;
  return (
    <Stack gap="md">
      <Title order={3} fz="md" className={classes.sectionTitle}>
        MY BIO
      </Title>
      <BioText form={form} field="listingPageHeader" label="Welcome phrase" rows={1} />
      <BioText form={form} field="myOffer" label="My offer" rows={3} />
      <BioText form={form} field="aboutMe" label="About me" rows={5} />
      <Radio.Group
        label={profile.rateQuestion}
        description={profile.rateQuestionDisclaimer}
        required
        {...form.getInputProps('rateItemCode')}
      >
        <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs">
          {profile.sessionRates.map((rate) => (
            <Radio key={rate.itemCode} value={rate.itemCode} label={rate.description} />
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Radio.Group
        label="May we publish a testimonial from one of your clients?"
        description="Only with your client's permission."
        value={permission ? 'yes' : 'no'}
        onChange={(value) => form.setFieldValue('testimonial.clientPermission', value === 'yes')}
      >
        <Group mt="xs">
          <Radio value="yes" label="Yes, my client allowed it" />
          <Radio value="no" label="No" />
        </Group>
      </Radio.Group>
      {permission && (
        <Stack gap="sm">
          <Textarea
            label="Testimonial (optional)"
            autosize
            minRows={2}
            description={`At most ${COACH_TESTIMONIAL_LIMITS.text} characters`}
            {...form.getInputProps('testimonial.text')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Client's name" {...form.getInputProps('testimonial.fullName')} />
            <TextInput label="Client's location" {...form.getInputProps('testimonial.location')} />
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
