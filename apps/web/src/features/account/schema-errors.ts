import type { z } from 'zod';

/** The form's errors by field from the zod schema the server also uses (the first message of each field). */
export function schemaErrors<S extends z.ZodType>(schema: S) {
  return (values: z.input<S>): Record<string, string> => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.');
      errors[field] ??= issue.message;
    }
    return errors;
  };
}
