import { leadSchema } from '@oola/domain';
import { useSchemaForm } from '../../lib/schema-form';

/** The lead form, checked with the server's own schema; the ambassador comes from the link, not from a field. */
export function useLeadForm(ambassadorsName: string | null) {
  return useSchemaForm(leadSchema, {
    initialValues: { firstName: '', lastName: '', emailAddress: '', phoneNumber: '', ambassadorsName },
  });
}
