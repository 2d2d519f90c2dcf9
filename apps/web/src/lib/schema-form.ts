import { useForm, type FormErrors, type UseFormInput } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { z } from 'zod';

/** The form's errors by field from a zod schema: the first message of each field. */
export function schemaErrors<Values>(schema: z.ZodType): (values: Values) => FormErrors {
  const resolve = zod4Resolver(schema, { errorPriority: 'first' });
  return (values) => resolve(values as Record<string, unknown>);
}

type SchemaFormOptions<Values, Parsed> = Omit<UseFormInput<Values, Parsed>, 'validate' | 'transformValues'>;

/**
 * A Mantine form checked by the shared zod schema the server also uses: the same rules and messages on both
 * sides. The submit handler receives the schema's parsed output (trimmed, normalised), never the raw values.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Parsed>(
  schema: z.ZodType<Parsed, Values>,
  options: SchemaFormOptions<Values, Parsed>,
) {
  return useForm<Values, Parsed>({
    ...options,
    validate: schemaErrors<Values>(schema),
    // onSubmit transforms only values that passed the same schema.
    transformValues: (values) => schema.parse(values),
  });
}
