import { useEffect, useRef } from 'react';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { COACH_COUNTRIES, COACH_PROFILE_MESSAGES, ZIP_LOOKUP_MIN_LENGTH } from '@oola/domain';
import { ApiError } from '../../../lib/api';
import { useZipLookup } from './api';
import type { EditProfileForm } from './edit-profile-form';

const PLACE_FIELDS = [
  { field: 'state', label: 'State', typeHint: 'Type your state or province' },
  { field: 'city', label: 'City', typeHint: 'Type your city' },
] as const;

const COUNTRY_OPTIONS = COACH_COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

/**
 * Zip code and country; city and state are read-only and filled by the zip lookup once the zip has
 * 4 characters. When the offline data has no such zip, the coach may type city and state.
 */
export function ZipFields({ form }: { form: EditProfileForm }) {
  const { zipCode, country } = form.values;
  const [zip] = useDebouncedValue(zipCode.trim(), 400);
  const lookup = useZipLookup(zip, country, zip.length >= ZIP_LOOKUP_MIN_LENGTH);
  const notFound = lookup.error instanceof ApiError && lookup.error.status === 404;
  const zipMessage = lookup.isError
    ? notFound
      ? COACH_PROFILE_MESSAGES.zipNotFound
      : COACH_PROFILE_MESSAGES.zipInvalid
    : null;
  const { setFieldValue } = form;
  // The form's setter changes on every render: fill in each answer once.
  const filled = useRef<unknown>(null);

  useEffect(() => {
    if (!lookup.data || filled.current === lookup.data) return;
    filled.current = lookup.data;
    setFieldValue('city', lookup.data.city);
    setFieldValue('state', lookup.data.state);
  }, [lookup.data, setFieldValue]);

  /** Typed city and state are allowed only when the lookup found nothing. */
  const locked = !lookup.isError;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label="Zip code"
        required
        {...form.getInputProps('zipCode')}
        error={form.errors.zipCode ?? zipMessage}
        autoComplete="postal-code"
      />
      <Select
        label="Country"
        required
        data={COUNTRY_OPTIONS}
        allowDeselect={false}
        {...form.getInputProps('country')}
      />
      {PLACE_FIELDS.map(({ field, label, typeHint }) => (
        <TextInput
          key={field}
          label={label}
          required
          readOnly={locked}
          description={locked ? 'Filled in from your zip code' : typeHint}
          {...form.getInputProps(field)}
        />
      ))}
    </SimpleGrid>
  );
}
